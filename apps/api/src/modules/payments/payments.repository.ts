import { and, asc, desc, eq, inArray, sum } from 'drizzle-orm';
import type { DbExecutor } from '../../db/database';
import { orderItems, orders, paymentCharges, providers, transactions, users } from '../../db/schema/index';
import type { ChargeStatus, PaymentGatewayName } from '../../db/schema/internal-values';

export type OrderRow = typeof orders.$inferSelect;
export type ChargeRow = typeof paymentCharges.$inferSelect;
export type TransactionRow = typeof transactions.$inferSelect;

export async function findOrder(db: DbExecutor, orderId: string): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(orders).where(eq(orders.id, orderId));
  return row;
}

/** SELECT ... FOR UPDATE: settlements and refunds of one order take turns on its row. */
export async function lockOrder(db: DbExecutor, orderId: string): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(orders).where(eq(orders.id, orderId)).for('update');
  return row;
}

export async function markOrderPaid(db: DbExecutor, orderId: string, paidAt: Date) {
  await db
    .update(orders)
    .set({ isPaymentSuccess: true, paidAt, reservationExpiresAt: null, modifiedAt: paidAt })
    .where(eq(orders.id, orderId));
}

export async function findCustomerContact(db: DbExecutor, userId: string) {
  const [row] = await db
    .select({ firstName: users.firstName, lastName: users.lastName, email: users.email })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

/** The users behind the providers with items in the order (each told once). */
export async function providerUserIds(db: DbExecutor, orderId: string): Promise<string[]> {
  const rows = await db
    .selectDistinct({ userId: providers.userId })
    .from(orderItems)
    .innerJoin(providers, eq(providers.id, orderItems.providerId))
    .where(eq(orderItems.orderId, orderId));
  return rows.map((row) => row.userId);
}

export async function insertCharge(db: DbExecutor, charge: typeof paymentCharges.$inferInsert) {
  await db.insert(paymentCharges).values(charge);
}

export async function findCharge(db: DbExecutor, gateway: PaymentGatewayName, chargeId: string) {
  const [row] = await db
    .select()
    .from(paymentCharges)
    .where(and(eq(paymentCharges.gateway, gateway), eq(paymentCharges.chargeId, chargeId)));
  return row;
}

export async function latestCharge(db: DbExecutor, gateway: PaymentGatewayName, orderId: string) {
  const [row] = await db
    .select()
    .from(paymentCharges)
    .where(and(eq(paymentCharges.gateway, gateway), eq(paymentCharges.orderId, orderId)))
    .orderBy(desc(paymentCharges.createdAt), desc(paymentCharges.id))
    .limit(1);
  return row;
}

/** The order's charges still open in our books (initiated: the gateway has not said how they ended). */
export async function openCharges(db: DbExecutor, gateway: PaymentGatewayName, orderId: string) {
  return db
    .select()
    .from(paymentCharges)
    .where(
      and(
        eq(paymentCharges.gateway, gateway),
        eq(paymentCharges.orderId, orderId),
        eq(paymentCharges.status, 'initiated'),
      ),
    )
    .orderBy(asc(paymentCharges.createdAt), asc(paymentCharges.id));
}

export async function updateCharge(db: DbExecutor, id: string, status: ChargeStatus, gatewayStatus: string) {
  await db
    .update(paymentCharges)
    .set({ status, gatewayStatus, modifiedAt: new Date() })
    .where(eq(paymentCharges.id, id));
}

export async function capturedCharges(db: DbExecutor, orderId: string) {
  return db
    .select()
    .from(paymentCharges)
    .where(and(eq(paymentCharges.orderId, orderId), eq(paymentCharges.status, 'captured')))
    .orderBy(asc(paymentCharges.createdAt), asc(paymentCharges.id));
}

export async function insertTransaction(db: DbExecutor, row: typeof transactions.$inferInsert) {
  const [inserted] = await db.insert(transactions).values(row).returning();
  return inserted!;
}

/** The charge whose completed payment came first: the one that paid the order. */
export async function firstPaymentChargeId(db: DbExecutor, orderId: string): Promise<string | null> {
  const [row] = await db
    .select({ chargeId: transactions.gatewayChargeId })
    .from(transactions)
    .where(
      and(eq(transactions.orderId, orderId), eq(transactions.type, 'payment'), eq(transactions.status, 'completed')),
    )
    .orderBy(asc(transactions.createdAt), asc(transactions.id))
    .limit(1);
  return row?.chargeId ?? null;
}

/** Fils refunded (or on their way) from one charge, by refund status. */
export async function refundedFils(
  db: DbExecutor,
  gateway: string,
  chargeId: string,
  statuses: ('pending' | 'completed')[],
): Promise<number> {
  const [row] = await db
    .select({ total: sum(transactions.amountFils) })
    .from(transactions)
    .where(
      and(
        eq(transactions.type, 'refund'),
        eq(transactions.gateway, gateway),
        eq(transactions.gatewayChargeId, chargeId),
        inArray(transactions.status, statuses),
      ),
    );
  return Number(row?.total ?? 0);
}

export async function pendingRefunds(db: DbExecutor, orderId: string | undefined, limit: number) {
  return (
    db
      .select()
      .from(transactions)
      .where(
        and(
          eq(transactions.type, 'refund'),
          eq(transactions.status, 'pending'),
          orderId === undefined ? undefined : eq(transactions.orderId, orderId),
        ),
      )
      // Least recently tried first: refunds a gateway keeps PENDING cannot starve newer ones.
      .orderBy(asc(transactions.modifiedAt), asc(transactions.id))
      .limit(limit)
  );
}

/** Changes a pending refund only while it is still pending, so two runs cannot both finish it. */
export async function settleRefund(
  db: DbExecutor,
  id: string,
  changes: { status: 'pending' | 'completed' | 'failed'; gatewayRefundId: string | null },
): Promise<boolean> {
  const rows = await db
    .update(transactions)
    .set({ ...changes, modifiedAt: new Date() })
    .where(and(eq(transactions.id, id), eq(transactions.status, 'pending')))
    .returning({ id: transactions.id });
  return rows.length > 0;
}
