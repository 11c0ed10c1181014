import { and, eq } from 'drizzle-orm';
import type { TransactionStatus } from '@marketplace/contract';
import type { DbExecutor } from '../../db/database';
import { transactions } from '../../db/schema/index';

// Writes of the transactions table for the modules that move money (docs/architecture.md: who
// writes which table): payments book payments and refunds, payouts book and settle payouts. Each
// runs in the caller's transaction, under the locks the caller holds. Earnings: earnings.ts.

/** A payment or refund as the payments module books it; the row as written. */
export async function insertTransaction(db: DbExecutor, row: typeof transactions.$inferInsert) {
  const [inserted] = await db.insert(transactions).values(row).returning();
  return inserted!;
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

/** A payout the provider requested: pending until an admin settles it. Returns its id. */
export async function insertPayout(
  db: DbExecutor,
  payout: { providerId: string; amountFils: number; description: string; referenceNumber: string },
): Promise<string> {
  const [row] = await db
    .insert(transactions)
    .values({
      ...payout,
      type: 'payout',
      status: 'pending',
      netFils: payout.amountFils,
      paymentMethod: 'bank-transfer',
    })
    .returning({ id: transactions.id });
  return row!.id;
}

/** An admin's decision on a payout (the caller holds the payout's row lock). */
export async function updatePayout(
  db: DbExecutor,
  id: string,
  changes: { status: TransactionStatus; description: string },
): Promise<void> {
  await db
    .update(transactions)
    .set({ ...changes, modifiedAt: new Date() })
    .where(eq(transactions.id, id));
}
