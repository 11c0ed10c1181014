import { computeOrderPricing } from '@marketplace/contract';
import type pg from 'pg';
import type { JourneyRecord } from './checkout-journey';
import type { World } from './world';

// What must hold in the database after the faults, read with plain SQL straight from the cluster
// (not through the API, whose code is what is under test). Each problem names the order or the
// customer, so a failing run says where to look.

/** What the clients were told, counted from their records. */
export interface JourneyCounts {
  journeys: number;
  acknowledgedOrders: number;
  acknowledgedPayments: number;
  refusedForStock: number;
  /** Orders a retry got back (200, Idempotent-Replayed) because its first try's answer was lost. */
  replayedOrders: number;
  /** Journeys that ended otherwise (gave up, or an answer no client should get). */
  failedJourneys: number;
}

export interface DurabilityCounts extends JourneyCounts {
  foundOrders: number;
  foundPayments: number;
  /** Orders in the database that no client was told about (a try whose answer was lost). */
  unacknowledgedOrders: number;
  /** Charges started but never paid: a retried checkout whose first answer was lost leaves one. */
  openCharges: number;
  /** Extra orders per customer, payments or captured charges per order, mails per event. */
  duplicates: number;
}

export function journeyCounts(records: readonly JourneyRecord[]): JourneyCounts {
  return {
    journeys: records.length,
    acknowledgedOrders: records.filter((record) => record.order).length,
    acknowledgedPayments: records.filter((record) => record.payment).length,
    refusedForStock: records.filter((record) => record.refusal).length,
    replayedOrders: records.filter((record) => record.order?.replayed).length,
    failedJourneys: records.filter((record) => record.failure).length,
  };
}

export interface DurabilityReport {
  counts: DurabilityCounts;
  problems: string[];
}

interface OrderRow {
  id: string;
  customer_id: string;
  idempotency_key: string | null;
  subtotal_fils: number;
  vat_fils: number;
  total_price_fils: number;
  is_payment_success: boolean;
  cancelled_at: Date | null;
  items: number;
  history: number;
}

export async function checkDurability(
  pool: pg.Pool,
  world: World,
  records: readonly JourneyRecord[],
): Promise<DurabilityReport> {
  const problems: string[] = [];
  let duplicates = 0;
  const orders = await rows<OrderRow>(
    pool,
    `select o.id, o.customer_id, o.idempotency_key, o.subtotal_fils, o.vat_fils, o.total_price_fils,
            o.is_payment_success, o.cancelled_at,
            (select count(*)::int from order_items i where i.order_id = o.id) as items,
            (select count(*)::int from order_status_history h where h.order_id = o.id) as history
       from orders o`,
  );
  const byId = new Map(orders.map((order) => [order.id, order]));
  const labelOf = new Map(world.customers.map((customer) => [customer.id, customer.label]));
  const name = (order: OrderRow) => `order ${order.id} of ${labelOf.get(order.customer_id) ?? order.customer_id}`;

  // Whole: items, the price of that many lines, a history row for the order and one per item.
  for (const order of orders) {
    const pricing = computeOrderPricing(order.items);
    if (order.items === 0) problems.push(`${name(order)} has no items`);
    else if (order.total_price_fils !== pricing.TotalFils || order.subtotal_fils !== pricing.SubtotalFils)
      problems.push(`${name(order)} charges ${order.total_price_fils} fils for ${order.items} items`);
    if (order.history < order.items + 1) problems.push(`${name(order)} has ${order.history} history rows`);
  }
  const orphans = await rows<{ id: string }>(
    pool,
    'select i.id from order_items i left join orders o on o.id = i.order_id where o.id is null',
  );
  for (const orphan of orphans) problems.push(`order item ${orphan.id} has no order`);

  // One order per customer (each walked one journey with one key), and none behind a refusal.
  const perCustomer = groupBy(orders, (order) => order.customer_id);
  for (const [customerId, own] of perCustomer) {
    if (own.length > 1) {
      duplicates += own.length - 1;
      problems.push(
        `${labelOf.get(customerId) ?? customerId} has ${own.length} orders: ${own.map((o) => o.id).join(', ')}`,
      );
    }
  }
  const acknowledgedIds = new Set<string>();
  let foundOrders = 0;
  for (const record of records) {
    const { customer, idempotencyKey, lines } = record.journey;
    const own = perCustomer.get(customer.id) ?? [];
    if (record.refusal && own.length > 0)
      problems.push(`${customer.label} was refused (${record.refusal.message}) yet has order ${own[0]!.id}`);
    if (!record.order) continue;
    acknowledgedIds.add(record.order.id);
    const order = byId.get(record.order.id);
    if (!order) {
      problems.push(`${customer.label} was told order ${record.order.id} was placed; it is not in the database`);
      continue;
    }
    const matches =
      order.customer_id === customer.id &&
      order.idempotency_key === idempotencyKey &&
      order.items === lines.length &&
      order.items === record.order.itemCount &&
      order.total_price_fils === record.order.totalFils;
    if (matches) foundOrders += 1;
    else problems.push(`${name(order)} is not what ${customer.label} was told: ${JSON.stringify(order)}`);
  }

  const payments = await checkPayments(pool, records, byId, name, problems);
  duplicates += payments.duplicates;
  problems.push(...(await checkStock(pool, world, records, orders.length === acknowledgedIds.size)));
  const cartsLeft = await rows<{ customer_id: string; lines: number }>(
    pool,
    `select c.customer_id, count(*)::int as lines from carts c join cart_items ci on ci.cart_id = c.id
      where c.customer_id in (select customer_id from orders) group by c.customer_id`,
  );
  for (const cart of cartsLeft)
    problems.push(`${labelOf.get(cart.customer_id)} placed an order but still has ${cart.lines} cart lines`);
  const mail = await checkMailOnce(pool, orders, name);
  duplicates += mail.duplicates;
  problems.push(...mail.problems);
  problems.push(...(await checkTaxDocuments(pool, orders, name)));

  const [open] = await rows<{ count: number }>(
    pool,
    "select count(*)::int as count from payment_charges where status = 'initiated'",
  );
  return {
    counts: {
      ...journeyCounts(records),
      foundOrders,
      foundPayments: payments.found,
      unacknowledgedOrders: orders.filter((order) => !acknowledgedIds.has(order.id)).length,
      openCharges: open!.count,
      duplicates,
    },
    problems,
  };
}

/** Paid means: marked paid, one completed payment of the total for the charge, no refund needed. */
async function checkPayments(
  pool: pg.Pool,
  records: readonly JourneyRecord[],
  byId: ReadonlyMap<string, OrderRow>,
  name: (order: OrderRow) => string,
  problems: string[],
) {
  let duplicates = 0;
  let found = 0;
  const completed = await rows<{ order_id: string; gateway_charge_id: string; amount_fils: number }>(
    pool,
    `select order_id, gateway_charge_id, amount_fils from transactions where type = 'payment' and status = 'completed'`,
  );
  const captured = await rows<{ order_id: string; charge_id: string }>(
    pool,
    `select order_id, charge_id from payment_charges where status = 'captured'`,
  );
  const refunds = await rows<{ order_id: string }>(pool, `select order_id from transactions where type = 'refund'`);
  const paymentsOf = groupBy(completed, (row) => row.order_id);
  const capturesOf = groupBy(captured, (row) => row.order_id);
  for (const order of byId.values()) {
    const paid = paymentsOf.get(order.id) ?? [];
    const charges = capturesOf.get(order.id) ?? [];
    if (paid.length > 1 || charges.length > 1) {
      duplicates += Math.max(paid.length, charges.length) - 1;
      problems.push(`${name(order)} has ${paid.length} completed payments and ${charges.length} captured charges`);
    }
    if (order.is_payment_success !== paid.length > 0)
      problems.push(`${name(order)} is_payment_success=${order.is_payment_success} with ${paid.length} payments`);
  }
  for (const refund of refunds) problems.push(`order ${refund.order_id} has a refund: a late or second capture`);
  for (const record of records) {
    if (!record.payment || !record.order) continue;
    const order = byId.get(record.order.id);
    const paid = paymentsOf.get(record.order.id) ?? [];
    const own = paid.find((row) => row.gateway_charge_id === record.payment!.chargeId);
    if (order?.is_payment_success && own && own.amount_fils === order.total_price_fils) found += 1;
    else
      problems.push(
        `${record.journey.customer.label} was told order ${record.order.id} is paid (charge ${record.payment.chargeId}); the database has ${JSON.stringify({ order, paid })}`,
      );
  }
  return { duplicates, found };
}

/**
 * Stock now = initial - units of live order lines, per item, computed here from the order rows; and
 * when every order in the database was acknowledged, also from what the clients were told.
 */
async function checkStock(
  pool: pg.Pool,
  world: World,
  records: readonly JourneyRecord[],
  everyOrderAcknowledged: boolean,
): Promise<string[]> {
  const problems: string[] = [];
  const stocked = world.listings.filter((listing) => listing.initialStock !== null);
  const shelf = await rows<{ id: string; available_quantity: number }>(
    pool,
    'select id, available_quantity from service_items where id = any($1)',
    [stocked.map((listing) => listing.id)],
  );
  const held = await rows<{ service_item_id: string; units: number }>(
    pool,
    `select i.service_item_id, sum(i.quantity)::int as units from order_items i join orders o on o.id = i.order_id
      where o.cancelled_at is null and i.status <> 'Cancelled' group by i.service_item_id`,
  );
  for (const listing of stocked) {
    const now = shelf.find((row) => row.id === listing.id)!.available_quantity;
    const units = held.find((row) => row.service_item_id === listing.id)?.units ?? 0;
    const told = records
      .filter((record) => record.order)
      .flatMap((record) => record.journey.lines)
      .filter((line) => line.listing.id === listing.id)
      .reduce((sum, line) => sum + line.quantity, 0);
    if (now < 0) problems.push(`"${listing.name}" has ${now} units`);
    if (now !== listing.initialStock! - units)
      problems.push(
        `"${listing.name}" has ${now} units; ${listing.initialStock} less ${units} ordered is ${listing.initialStock! - units}`,
      );
    if (everyOrderAcknowledged && units !== told)
      problems.push(`"${listing.name}": ${units} units are in orders, the clients were told of ${told}`);
  }
  return problems;
}

/**
 * Each paid order mails its customer once ("Payment received") and each of its providers once
 * ("New paid order"); nothing else in these runs sends mail. Mails name the order by its number
 * (the first 8 characters of its id), which is how they are matched to orders here.
 */
async function checkMailOnce(pool: pg.Pool, orders: readonly OrderRow[], name: (order: OrderRow) => string) {
  const problems: string[] = [];
  let duplicates = 0;
  const mails = await rows<{ to_address: string; template: string; text_body: string }>(
    pool,
    'select to_address, template, text_body from mail_outbox',
  );
  const recipients = await rows<{ order_id: string; email: string; template: string }>(
    pool,
    `select o.id as order_id, u.email, 'notification:order.paid' as template
       from orders o join users u on u.id = o.customer_id where o.is_payment_success
     union
     select distinct o.id, u.email, 'notification:order.placed'
       from orders o join order_items i on i.order_id = o.id join providers p on p.id = i.provider_id
       join users u on u.id = p.user_id where o.is_payment_success`,
  );
  const keyOf = (to: string, template: string, number: string) => `${to} ${template} #${number}`;
  const sent = new Map<string, number>();
  for (const mail of mails) {
    const number = /#([0-9A-F]{8})\b/.exec(mail.text_body)?.[1] ?? '?';
    const key = keyOf(mail.to_address, mail.template, number);
    sent.set(key, (sent.get(key) ?? 0) + 1);
  }
  const expected = new Set(
    recipients.map((row) => keyOf(row.email, row.template, row.order_id.slice(0, 8).toUpperCase())),
  );
  const orderOf = new Map(orders.map((order) => [order.id.slice(0, 8).toUpperCase(), order]));
  for (const [key, count] of sent) {
    const order = orderOf.get(key.slice(-8));
    const about = order ? name(order) : key;
    if (count > 1) {
      duplicates += count - 1;
      problems.push(`${count} mails "${key}" (${about})`);
    }
    if (!expected.has(key)) problems.push(`an unexpected mail "${key}" (${about})`);
  }
  for (const key of expected) if (!sent.has(key)) problems.push(`no mail "${key}"`);
  return { duplicates, problems };
}

/** Map.groupBy, which Node 20 does not have yet. */
function groupBy<T>(items: readonly T[], keyOf: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) groups.set(keyOf(item), [...(groups.get(keyOf(item)) ?? []), item]);
  return groups;
}

async function rows<T>(pool: pg.Pool, text: string, values: unknown[] = []): Promise<T[]> {
  return (await pool.query(text, values)).rows as T[];
}

/**
 * Issue 36: every paid order has exactly one tax invoice of its own amounts and no unpaid order has
 * one, and each series is numbered 1, 2, 3... without a gap: the number is taken in the payment's
 * transaction, so a process killed between the two leaves neither or both.
 */
async function checkTaxDocuments(
  pool: pg.Pool,
  orders: readonly OrderRow[],
  name: (order: OrderRow) => string,
): Promise<string[]> {
  const problems: string[] = [];
  const invoices = await rows<{ order_id: string; total_fils: number; count: number }>(
    pool,
    `select order_id, min(total_fils) as total_fils, count(*)::int as count
       from tax_documents where kind = 'tax-invoice' group by order_id`,
  );
  const invoiceOf = new Map(invoices.map((row) => [row.order_id, row]));
  for (const order of orders) {
    const invoice = invoiceOf.get(order.id);
    if (order.is_payment_success && !invoice) problems.push(`${name(order)} is paid but has no tax invoice`);
    if (!order.is_payment_success && invoice) problems.push(`${name(order)} is unpaid but has a tax invoice`);
    if (invoice && invoice.count > 1) problems.push(`${name(order)} has ${invoice.count} tax invoices`);
    if (invoice && invoice.total_fils !== order.total_price_fils)
      problems.push(`${name(order)} charges ${order.total_price_fils} fils, its invoice says ${invoice.total_fils}`);
  }
  const series = await rows<{ series: string; count: number; highest: number; lowest: number }>(
    pool,
    `select series, count(*)::int as count, max(sequence_number) as highest, min(sequence_number) as lowest
       from tax_documents group by series`,
  );
  for (const { series: prefix, count, highest, lowest } of series) {
    if (lowest !== 1 || highest !== count)
      problems.push(`series ${prefix} has ${count} documents numbered ${lowest} to ${highest}: a gap`);
  }
  return problems;
}
