// Checkout contention on PostgreSQL: N customers (from the scale seed) each hold the same stocked
// item in their cart, and all place their order at once (POST /api/Order) while only `units`
// are left. Every round uses other customers and another item. The figures are how many were
// accepted, how many more than the stock (oversold: must be 0), and the latency of all answers.
import type { SuiteContext } from '../context';
import { median } from '../load';

const CHECKOUTS = 200;
const UNITS = 20;

interface Customer {
  id: string;
  email: string;
  is_active: boolean;
  is_deleted: boolean;
  email_confirmed: boolean;
}

async function stockedItems(apiUrl: string, count: number): Promise<string[]> {
  const response = await fetch(`${apiUrl}/api/service-items?type=item&Limit=${count}`, {
    signal: AbortSignal.timeout(60_000),
  });
  const page = (await response.json()) as { Items: { ServiceItemId: string }[] };
  if (page.Items.length < count)
    throw new Error(`Only ${page.Items.length} items on sale; the checkout needs ${count}.`);
  return page.Items.map((item) => item.ServiceItemId);
}

async function fillCarts(context: SuiteContext, customers: Customer[], itemId: string): Promise<Map<string, string>> {
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
  const { rows: customers } = await context.postgres!.pool.query<Customer>(
    `select id, email, is_active, is_deleted, email_confirmed from users
      where role = 'customer' and is_active and not is_deleted and email_confirmed
      order by email offset $1 limit $2`,
    [round * CHECKOUTS, CHECKOUTS],
  );
  if (customers.length < CHECKOUTS)
    throw new Error(`Only ${customers.length} customers can sign in; need ${CHECKOUTS}.`);
  const cartIds = await fillCarts(context, customers, itemId);
  const tokens = await Promise.all(
    customers.map((customer) =>
      context.tokens.sign({
        id: customer.id,
        role: 'customer',
        email: customer.email,
        isActive: customer.is_active,
        isDeleted: customer.is_deleted,
        emailConfirmed: customer.email_confirmed,
      }),
    ),
  );
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
      await response.arrayBuffer();
      return { status: response.status, ms: performance.now() - started };
    }),
  );
  const { rows } = await context.postgres!.pool.query<{ stock: number }>(
    'select available_quantity as stock from service_items where id = $1',
    [itemId],
  );
  const times = answers.map((answer) => answer.ms).sort((a, b) => a - b);
  const accepted = answers.filter((answer) => answer.status === 201).length;
  return {
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
  const items = await stockedItems(context.postgres!.api.url, context.options.rounds);
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
    note: `accepted ${list((r) => r.accepted)}, oversold ${list((r) => r.oversold)}, refused (409) ${list((r) => r.refused)}, stock left ${list((r) => r.stockLeft)} (per round)`,
  });
}
