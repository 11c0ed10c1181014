import { sql, type SQL } from 'drizzle-orm';
import type { World } from './world';

// A's records read back straight from the database, one fingerprint per table, in one statement.
// The runner reads them around the cells that may not change A's data; a fingerprint that moved
// names the table that was written. Every column takes part (modified_at included), so even an
// update that writes the same values shows.

export type Fingerprints = Record<string, string>;

/** Each table's rows of party A (and the two staff accounts, which the admin-status row aims at). */
export function tablesOfA({ a, callers }: World): [table: string, rows: SQL, order?: SQL][] {
  const people = sql`array[${a.customerId}::uuid, ${a.providerUserId}::uuid]`;
  const staff = sql`array[${callers.admin.id}::uuid, ${callers.superAdmin.id}::uuid]`;
  const ordersOfA = sql`(select id from orders where customer_id = ${a.customerId})`;
  const listingsOfA = sql`(select id from service_items where provider_id = ${a.providerId})`;
  const conversationsOfA = sql`(select id from conversations where customer_id = ${a.customerId} or provider_id = ${a.providerId})`;
  return [
    ['users', sql`select * from users where id = any(${people})`],
    ['staff accounts', sql`select * from users where id = any(${staff})`],
    ['providers', sql`select * from providers where id = ${a.providerId}`],
    ['bank details', sql`select * from provider_bank_details where provider_id = ${a.providerId}`, sql`t.provider_id`],
    ['listings', sql`select * from service_items where provider_id = ${a.providerId}`],
    [
      'listing photos',
      sql`select * from service_item_photos where service_item_id in ${listingsOfA}`,
      sql`t.service_item_id, t.position`,
    ],
    [
      'categories',
      sql`select * from categories where id in (select category_id from service_items where provider_id = ${a.providerId})`,
    ],
    ['media', sql`select * from media where owner_user_id = any(${people})`],
    ['carts', sql`select * from carts where customer_id = ${a.customerId}`],
    ['cart items', sql`select * from cart_items where cart_id = ${a.cartId}`],
    ['orders', sql`select * from orders where customer_id = ${a.customerId}`],
    ['order items', sql`select * from order_items where order_id in ${ordersOfA} or provider_id = ${a.providerId}`],
    ['order history', sql`select * from order_status_history where order_id in ${ordersOfA}`],
    ['payment charges', sql`select * from payment_charges where order_id in ${ordersOfA}`],
    ['reviews', sql`select * from reviews where customer_id = ${a.customerId} or provider_id = ${a.providerId}`],
    [
      'transactions',
      sql`select * from transactions where customer_id = ${a.customerId} or provider_id = ${a.providerId} or order_id in ${ordersOfA}`,
    ],
    ['notifications', sql`select * from notifications where user_id = any(${people})`],
    ['inquiries', sql`select * from inquiries where user_id = ${a.customerId}`],
    ['sessions', sql`select * from refresh_tokens where user_id = any(${people})`],
    ['conversations', sql`select * from conversations where id in ${conversationsOfA}`],
    [
      'conversation people',
      sql`select * from conversation_participants where conversation_id in ${conversationsOfA}`,
      sql`t.conversation_id, t.user_id`,
    ],
    ['conversation messages', sql`select * from conversation_messages where conversation_id in ${conversationsOfA}`],
    [
      'conversation attachments',
      sql`select * from conversation_attachments where conversation_id in ${conversationsOfA}`,
    ],
    [
      'message reports',
      sql`select * from conversation_message_reports where message_id in (select id from conversation_messages where conversation_id in ${conversationsOfA})`,
    ],
  ];
}

/** md5 of every row (as text, all columns) in a stable order: one short text per table. */
const digest = (rows: SQL, order: SQL = sql`t.id`) =>
  sql`(select md5(coalesce(string_agg(t::text, '|' order by ${order}), '')) from (${rows}) t)`;

export async function readBack(world: World): Promise<Fingerprints> {
  // Deferred work (mail, account links) runs after the answer; wait for it so nothing lands later.
  await world.app.deferredWork.idle();
  const fields = tablesOfA(world).map(([table, rows, order]) => sql`${table}::text, ${digest(rows, order)}`);
  const result = await world.app.db.execute(
    sql`select json_build_object(${sql.join(fields, sql`, `)})::text as fingerprints`,
  );
  const [row] = (result as unknown as { rows: { fingerprints: string }[] }).rows;
  return JSON.parse(row!.fingerprints) as Fingerprints;
}

/** The tables whose fingerprint differs between two reads. */
export function changedTables(before: Fingerprints, after: Fingerprints): string[] {
  return Object.keys(before).filter((table) => before[table] !== after[table]);
}
