import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { TransactionStatus } from '@marketplace/contract';
import type { DbExecutor } from '../../db/database';
import { providerBankDetails, providers, transactions } from '../../db/schema/index';

// Payouts are `transactions` rows of type payout; these read only those. The transactions module
// writes them (insertPayout, updatePayout).

const isPayout = eq(transactions.type, 'payout');

const payoutColumns = {
  id: transactions.id,
  providerId: transactions.providerId,
  businessName: providers.businessName,
  providerUserId: providers.userId,
  amountFils: transactions.amountFils,
  status: transactions.status,
  referenceNumber: transactions.referenceNumber,
  description: transactions.description,
  createdAt: transactions.createdAt,
  modifiedAt: transactions.modifiedAt,
  // The provider's bank details as they are now: where an admin settling the payout transfers it.
  accountHolder: providerBankDetails.accountHolder,
  bankName: providerBankDetails.bankName,
  iban: providerBankDetails.iban,
};
export type PayoutRow = NonNullable<Awaited<ReturnType<typeof findPayout>>>;

export async function findPayout(db: DbExecutor, id: string) {
  const [row] = await db
    .select(payoutColumns)
    .from(transactions)
    .innerJoin(providers, eq(providers.id, transactions.providerId))
    .leftJoin(providerBankDetails, eq(providerBankDetails.providerId, transactions.providerId))
    .where(and(eq(transactions.id, id), isPayout));
  return row;
}

/** Locks the payout's row, so two admins acting at once take turns and the second sees the first's result. */
export async function lockPayout(db: DbExecutor, id: string): Promise<boolean> {
  const [row] = await db
    .select({ id: transactions.id })
    .from(transactions)
    .where(and(eq(transactions.id, id), isPayout))
    .for('update');
  return row !== undefined;
}

export async function listPayouts(
  db: DbExecutor,
  status: TransactionStatus | undefined,
  limit: number,
  offset: number,
) {
  const where: SQL | undefined = and(isPayout, status === undefined ? undefined : eq(transactions.status, status));
  const [rows, [total]] = await Promise.all([
    db
      .select(payoutColumns)
      .from(transactions)
      .innerJoin(providers, eq(providers.id, transactions.providerId))
      .leftJoin(providerBankDetails, eq(providerBankDetails.providerId, transactions.providerId))
      .where(where)
      .orderBy(desc(transactions.createdAt), desc(transactions.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(transactions).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}
