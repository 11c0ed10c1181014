// The orders module's second public file (docs/architecture.md: who writes which table): the
// writes of its tables that the payments module makes in its own transactions. Payments cannot
// import ../orders (index.ts), which reaches payments again through the order changes' refunds,
// so this file imports nothing from other modules, only the database's tables.
import { eq } from 'drizzle-orm';
import type { DbExecutor } from '../../db/database';
import { orders } from '../../db/schema/index';

/**
 * Locks an order (SELECT ... FOR UPDATE): every change to it and its items, and every settlement
 * and refund of it, is made by one request at a time.
 */
export async function lockOrder(db: DbExecutor, orderId: string) {
  const [row] = await db.select().from(orders).where(eq(orders.id, orderId)).for('update');
  return row;
}

/** The order paid by a settled charge: its reservation no longer runs out. */
export async function markOrderPaid(db: DbExecutor, orderId: string, paidAt: Date) {
  await db
    .update(orders)
    .set({ isPaymentSuccess: true, paidAt, reservationExpiresAt: null, modifiedAt: paidAt })
    .where(eq(orders.id, orderId));
}
