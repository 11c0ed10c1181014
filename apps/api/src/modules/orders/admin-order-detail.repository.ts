import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/database';
import { orderItems, orders, orderStatusHistory, providers, transactions, users } from '../../db/schema/index';

// What only admins see of one order: its customer, every status change and its money movements.

/** The order with its customer's name and contact (deleted customers too: their orders stay). */
export async function findOrderWithCustomer(db: DbExecutor, id: string) {
  const [row] = await db
    .select({
      order: orders,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      phoneNumber: users.phoneNumber,
    })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.customerId))
    .where(eq(orders.id, id));
  return row;
}

/**
 * Oldest first (order_status_history_order_idx), with the item's name and business and who made
 * the change.
 * Rows of one change share their time: the order's creation comes first, then the items in the
 * order's own order, then the order status they led to.
 */
export async function findStatusHistory(db: DbExecutor, orderId: string) {
  return db
    .select({
      change: orderStatusHistory,
      itemName: orderItems.name,
      itemProviderId: orderItems.providerId,
      itemProviderName: providers.businessName,
      changedByFirstName: users.firstName,
      changedByLastName: users.lastName,
      changedByRole: users.role,
    })
    .from(orderStatusHistory)
    .leftJoin(orderItems, eq(orderItems.id, orderStatusHistory.orderItemId))
    .leftJoin(providers, eq(providers.id, orderItems.providerId))
    .leftJoin(users, eq(users.id, orderStatusHistory.changedBy))
    .where(eq(orderStatusHistory.orderId, orderId))
    .orderBy(
      asc(orderStatusHistory.createdAt),
      sql`case when ${orderStatusHistory.orderItemId} is not null then 1
        when ${orderStatusHistory.fromStatus} is null then 0 else 2 end`,
      asc(orderItems.createdAt),
      asc(orderStatusHistory.id),
    );
}

export type StatusHistoryRow = Awaited<ReturnType<typeof findStatusHistory>>[number];

/** Payments (failed attempts included) and refunds, oldest first (transactions_order_idx). */
export async function findOrderPayments(db: DbExecutor, orderId: string) {
  return db
    .select()
    .from(transactions)
    .where(and(eq(transactions.orderId, orderId), inArray(transactions.type, ['payment', 'refund'])))
    .orderBy(asc(transactions.createdAt), asc(transactions.id));
}
