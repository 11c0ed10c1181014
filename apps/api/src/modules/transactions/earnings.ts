import { and, eq, sql } from 'drizzle-orm';
import { orderNumberForList } from '@marketplace/contract';
import type { DbExecutor } from '../../db/database';
import { orderItems, orders, transactions } from '../../db/schema/index';
import { newReferenceNumber } from './reference-number';

/** The platform's share of `amountFils` at `rateBp` basis points, rounded to the fils (half up). */
export function commissionFils(amountFils: number, rateBp: number): number {
  return Math.round((amountFils * rateBp) / 10_000);
}

/**
 * Books the provider's earning for a completed order item of a paid order, net of the platform's
 * commission, in the caller's transaction. Idempotent per order item.
 */
export async function recordEarning(db: DbExecutor, orderItemId: string, commissionRateBp: number): Promise<void> {
  const [item] = await db
    .select({
      orderId: orderItems.orderId,
      providerId: orderItems.providerId,
      name: orderItems.name,
      unitPriceFils: orderItems.unitPriceFils,
      paymentType: orders.paymentType,
    })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(and(eq(orderItems.id, orderItemId), eq(orderItems.status, 'Completed'), eq(orders.isPaymentSuccess, true)));
  // Unpaid orders and items not (yet) completed earn nothing.
  if (!item) return;
  const fee = commissionFils(item.unitPriceFils, commissionRateBp);
  const orderNumber = orderNumberForList(item.orderId);
  await db
    .insert(transactions)
    .values({
      type: 'earning',
      status: 'completed',
      amountFils: item.unitPriceFils,
      feeFils: fee,
      netFils: item.unitPriceFils - fee,
      commissionRateBp,
      description: `Earning for ${item.name} (order #${orderNumber})`,
      orderId: item.orderId,
      orderItemId,
      providerId: item.providerId,
      referenceNumber: newReferenceNumber('earning'),
      paymentMethod: item.paymentType,
    })
    // A second call (a retried completion) meets the one-earning-per-item index and books nothing.
    // ON CONFLICT rather than catching the error: on PostgreSQL a failed INSERT would abort the
    // caller's whole transaction.
    .onConflictDoNothing({ target: transactions.orderItemId, where: sql`${transactions.type} = 'earning'` });
}
