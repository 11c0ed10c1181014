// Checkout contention on PostgreSQL: N customers (from the scale seed) each hold the same stocked
// item in their cart, and all place their order at once (POST /api/Order) while only `units`
// are left. Every round uses other customers and another item. The figures are how many were
// accepted, how many more than the stock (oversold: must be 0), and the latency of all answers.
import type { SuiteContext } from '../context';
import { CUSTOMER_COLUMNS, customerToken, type CustomerRow } from '../customer-token';
import { median } from '../load';

const CHECKOUTS = 200;
const UNITS = 20;

/** Items anyone can order (the API's own rule: available, active provider, enabled category). */
async function orderableItems(context: SuiteContext, count: number): Promise<string[]> {
  const { rows } = await context.postgres!.pool.query<{ id: string }>(
    `select si.id from service_items si
       join providers p on p.id = si.provider_id
       join categories c on c.id = si.category_id
       join users u on u.id = p.user_id
      where si.type = 'item' and si.availability = 'available' and p.acc_state = 'active'
        and c.is_enable and not u.is_deleted
      order by si.created_at desc, si.id limit $1`,
    [count],
  );
  if (rows.length < count) throw new Error(`Only ${rows.length} items can be ordered; the checkout needs ${count}.`);
  return rows.map((row) => row.id);
}

async function fillCarts(
  context: SuiteContext,
  customers: CustomerRow[],
  itemId: string,
): Promise<Map<string, string>> {
  const pool = context.postgres!.pool;
  await pool.query('update service_items set available_quantity = $2 where id = $1', [itemId, UNITS]);
  const cartIds = new Map<string, string>();
  for (const customer of customers) {
    const { rows } = await pool.query<{ id: string }>(
      `insert into carts (customer_id) values ($1)
         on conflict (customer_id) do update set modified_at = now() returning id`,
      [customer.id],
    );
    const cartId = rows[0]!.id;
    await pool.query('delete from cart_items where cart_id = $1', [cartId]);
    await pool.query('insert into cart_items (cart_id, service_item_id, quantity) values ($1, $2, 1)', [
      cartId,
      itemId,
    ]);
    cartIds.set(customer.id, cartId);
  }
  return cartIds;
}

async function oneRound(context: SuiteContext, round: number, itemId: string) {
  const { rows: customers } = await context.postgres!.pool.query<CustomerRow>(
    `select ${CUSTOMER_COLUMNS} from users
      where role = 'customer' and is_active and not is_deleted and email_confirmed
      order by email offset $1 limit $2`,
    [round * CHECKOUTS, CHECKOUTS],
  );
  if (customers.length < CHECKOUTS)
    throw new Error(`Only ${customers.length} customers can sign in; need ${CHECKOUTS}.`);
  const cartIds = await fillCarts(context, customers, itemId);
  const tokens = await Promise.all(customers.map((customer) => customerToken(context, customer)));
  const url = `${context.postgres!.api.url}/api/Order`;
  const answers = await Promise.all(
    customers.map(async (customer, index) => {
      const started = performance.now();
      const response = await fetch(url, {
        method: 'POST',
        headers: { authorization: `Bearer ${tokens[index]}`, 'content-type': 'application/json' },
        body: JSON.stringify({ CustomerId: customer.id, CartId: cartIds.get(customer.id), PaymentType: 'card' }),
        signal: AbortSignal.timeout(60_000),
      });
      const body = await response.text();
      return { status: response.status, ms: performance.now() - started, body };
    }),
  );
  const { rows } = await context.postgres!.pool.query<{ stock: number }>(
    'select available_quantity as stock from service_items where id = $1',
    [itemId],
  );
  const times = answers.map((answer) => answer.ms).sort((a, b) => a - b);
  const accepted = answers.filter((answer) => answer.status === 201).length;
  // Why the others were turned away: 'out of stock' is the expected answer, anything else is news.
  const reasons = new Set(
    answers
      .filter((answer) => answer.status !== 201)
      .map((answer) => `${answer.status} ${answer.body.slice(0, 120)}`)
      .slice(0, 50),
  );
  return {
    reasons: [...reasons].slice(0, 2),
    accepted,
    oversold: Math.max(0, accepted - UNITS),
    refused: answers.filter((answer) => answer.status === 409).length,
    failed: answers.filter((answer) => answer.status !== 201 && answer.status !== 409).length,
    stockLeft: rows[0]?.stock ?? null,
    p50: times[Math.floor(times.length * 0.5)]!,
    p99: times[Math.min(times.length - 1, Math.floor(times.length * 0.99))]!,
  };
}

export async function checkoutContention(context: SuiteContext): Promise<void> {
  const items = await orderableItems(context, context.options.rounds);
  const rounds: Awaited<ReturnType<typeof oneRound>>[] = [];
  for (let round = 0; round < context.options.rounds; round += 1) {
    context.log(`  round ${round + 1}: ${CHECKOUTS} checkouts on ${UNITS} units`);
    rounds.push(await oneRound(context, round, items[round]!));
  }
  const list = (pick: (round: Awaited<ReturnType<typeof oneRound>>) => number | null) => rounds.map(pick).join('/');
  context.rows.push({
    section: 'checkout (PostgreSQL)',
    case: `${CHECKOUTS} concurrent checkouts on ${UNITS} units`,
    connections: CHECKOUTS,
    figure: {
      p50: median(rounds.map((round) => round.p50)),
      p99: median(rounds.map((round) => round.p99)),
      errors: rounds.reduce((sum, round) => sum + round.failed, 0),
    },
    note: `accepted ${list((r) => r.accepted)}, oversold ${list((r) => r.oversold)}, refused (409) ${list((r) => r.refused)}, stock left ${list((r) => r.stockLeft)} (per round); refusals: ${[...new Set(rounds.flatMap((r) => r.reasons))].slice(0, 2).join(' / ')}`,
  });
}
