import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbExecutor } from '../db/database';
import { orders } from '../db/schema/index';
import { openConversations } from '../modules/conversations';

// The demo's conversations (issue 37): every paid order that was not cancelled before its payment
// has one per business in it, as the payment's confirmation opens them in the app.

export async function seedConversations(db: DbExecutor): Promise<number> {
  const paid = await db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.isPaymentSuccess, true),
        sql`(${orders.cancelledAt} is null or ${orders.cancelledAt} > ${orders.paidAt})`,
      ),
    )
    .orderBy(asc(orders.paidAt), asc(orders.id));
  let opened = 0;
  for (const order of paid) opened += await openConversations(db, order.id);
  return opened;
}
