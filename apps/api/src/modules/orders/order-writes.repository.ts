import { and, asc, eq, inArray, isNull, lt, notInArray, sql } from 'drizzle-orm';
import type { BookingStatus } from '@marketplace/contract';
import type { Database, DbExecutor } from '../../db/database';
import {
  cartItems,
  carts,
  categories,
  orderItems,
  orders,
  orderStatusHistory,
  providers,
  serviceItems,
  transactions,
  users,
} from '../../db/schema/index';
import { verificationLetsOrder } from '../providers';
import { paymentsLessRefundsFils } from './orders.repository';

// Writes of placing and changing orders; every function runs inside the caller's transaction.
// The stock (service-items) and the cart (cart) are written through their own modules.

export async function findOrderByIdempotencyKey(db: DbExecutor, customerId: string, key: string) {
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.customerId, customerId), eq(orders.idempotencyKey, key)));
  return row?.id;
}

/** Locks the customer's cart: two checkouts of one cart take turns. */
export async function lockCart(db: DbExecutor, cartId: string, customerId: string): Promise<boolean> {
  const rows = await db
    .select({ id: carts.id })
    .from(carts)
    .where(and(eq(carts.id, cartId), eq(carts.customerId, customerId)))
    .for('update');
  return rows.length === 1;
}

/**
 * The lines of the customer's cart with what the order snapshots and whether each listing may
 * still be ordered; none when the cart is someone else's.
 * Named: every checkout runs it (twice), and planning its joins cost more than running them, so
 * PostgreSQL keeps the statement per connection. `sql.placeholder`s keep the text constant.
 */
function cartLinesStatement(db: DbExecutor) {
  return db
    .select({
      serviceItemId: serviceItems.id,
      providerId: serviceItems.providerId,
      type: serviceItems.type,
      name: serviceItems.name,
      description: serviceItems.description,
      nameAr: serviceItems.nameAr,
      descriptionAr: serviceItems.descriptionAr,
      priceFils: serviceItems.priceFils,
      quantity: cartItems.quantity,
      /** As read, without a lock: enough to refuse early; `reserveStock` decides under lock. */
      stockLeft: serviceItems.availableQuantity,
      orderable: sql<boolean>`(${serviceItems.availability} = 'available' and ${providers.accState} = 'active'
        and ${categories.isEnable} and not ${users.isDeleted} and ${verificationLetsOrder})`,
      photoKeys: sql<string[]>`array(select m.storage_key from service_item_photos sp join media m on m.id = sp.media_id
        where sp.service_item_id = ${serviceItems.id} order by sp.position)`,
    })
    .from(cartItems)
    .innerJoin(carts, and(eq(carts.id, cartItems.cartId), eq(carts.customerId, sql.placeholder('customerId'))))
    .innerJoin(serviceItems, eq(serviceItems.id, cartItems.serviceItemId))
    .innerJoin(providers, eq(providers.id, serviceItems.providerId))
    .innerJoin(users, eq(users.id, providers.userId))
    .innerJoin(categories, eq(categories.id, serviceItems.categoryId))
    .where(eq(cartItems.cartId, sql.placeholder('cartId')))
    .orderBy(asc(cartItems.createdAt), asc(cartItems.id))
    .prepare('checkout_cart_lines');
}

/** Inside the checkout's transaction: built on that transaction, so it runs on its connection. */
export async function cartLinesForCheckout(db: DbExecutor, cartId: string, customerId: string) {
  return cartLinesStatement(db).execute({ cartId, customerId });
}
export type CheckoutLine = Awaited<ReturnType<typeof cartLinesForCheckout>>[number];

/**
 * The same statement outside a transaction (the early refusal every checkout starts with), built
 * once: drizzle rebuilding this select of five joins took a good part of a refused checkout's
 * time while 200 of them queued on one Node thread (issue 18).
 */
export function cartLinesReader(db: Database): (cartId: string, customerId: string) => Promise<CheckoutLine[]> {
  const statement = cartLinesStatement(db);
  return (cartId, customerId) => statement.execute({ cartId, customerId });
}

export async function stockLeft(db: DbExecutor, serviceItemId: string): Promise<number> {
  const [row] = await db
    .select({ left: serviceItems.availableQuantity })
    .from(serviceItems)
    .where(eq(serviceItems.id, serviceItemId));
  return row?.left ?? 0;
}

export type NewOrder = typeof orders.$inferInsert;
export type NewOrderItem = typeof orderItems.$inferInsert;
export type NewStatusChange = typeof orderStatusHistory.$inferInsert;

export async function insertOrder(db: DbExecutor, order: NewOrder, items: NewOrderItem[]) {
  const [row] = await db.insert(orders).values(order).returning();
  const itemRows = await db
    .insert(orderItems)
    .values(items.map((item) => ({ ...item, orderId: row!.id })))
    .returning();
  return { order: row!, items: itemRows };
}

export async function insertStatusChanges(db: DbExecutor, changes: NewStatusChange[]): Promise<void> {
  if (changes.length > 0) await db.insert(orderStatusHistory).values(changes);
}

export async function orderIdOfItem(db: DbExecutor, orderItemId: string): Promise<string | undefined> {
  const [row] = await db.select({ orderId: orderItems.orderId }).from(orderItems).where(eq(orderItems.id, orderItemId));
  return row?.orderId;
}

export async function setItemStatus(db: DbExecutor, ids: readonly string[], status: BookingStatus): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(orderItems)
    .set({ status, modifiedAt: new Date() })
    .where(inArray(orderItems.id, [...ids]));
}

export async function setOrderStatus(db: DbExecutor, orderId: string, status: BookingStatus, at: Date): Promise<void> {
  await db
    .update(orders)
    .set({ status, modifiedAt: at, ...(status === 'Cancelled' ? { cancelledAt: at } : {}) })
    .where(eq(orders.id, orderId));
}

/** Fils still held for the order: completed payments minus refunds already booked (pending or done). */
export async function heldFils(db: DbExecutor, orderId: string): Promise<number> {
  const [row] = await db
    .select({
      value: paymentsLessRefundsFils,
    })
    .from(transactions)
    .where(
      and(
        eq(transactions.orderId, orderId),
        sql`((${transactions.type} = 'payment' and ${transactions.status} = 'completed')
          or (${transactions.type} = 'refund' and ${transactions.status} in ('completed', 'pending')))`,
      ),
    );
  return row?.value ?? 0;
}

/**
 * Unpaid orders whose reservation ran out, oldest first, leaving out those already looked at in
 * this sweep. Read without a lock: the gateway is asked about each before it is locked.
 */
export async function expiredUnpaidOrders(db: DbExecutor, now: Date, limit: number, seen: readonly string[]) {
  return db
    .select({ id: orders.id, reservationExpiresAt: orders.reservationExpiresAt })
    .from(orders)
    .where(
      and(
        eq(orders.isPaymentSuccess, false),
        isNull(orders.cancelledAt),
        lt(orders.reservationExpiresAt, now),
        seen.length > 0 ? notInArray(orders.id, [...seen]) : undefined,
      ),
    )
    .orderBy(asc(orders.reservationExpiresAt), asc(orders.id))
    .limit(limit);
}

/**
 * The order locked, if it is still unpaid, not cancelled and past its reservation; undefined when
 * that changed or another process holds its row (SKIP LOCKED: a settlement, or another sweep).
 */
export async function lockExpiredUnpaidOrder(db: DbExecutor, orderId: string, now: Date) {
  const [row] = await db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.id, orderId),
        eq(orders.isPaymentSuccess, false),
        isNull(orders.cancelledAt),
        lt(orders.reservationExpiresAt, now),
      ),
    )
    .for('update', { skipLocked: true });
  return row;
}
