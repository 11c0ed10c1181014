import { and, asc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { DbExecutor } from '../../../db/database';
import { orderItems, transactions } from '../../../db/schema/index';

// What a provider's monthly statement is made of: its completed earnings dated by when they were
// booked, and its paid payouts dated by when they were paid (a payout's row is last changed when
// an admin settles it). Requests still pending or rejected move no money, so they are left out.

const earning = sql`${transactions.type} = 'earning' and ${transactions.status} = 'completed'`;
const paidPayout = sql`${transactions.type} = 'payout' and ${transactions.status} = 'completed'`;

const sumOf = (column: typeof transactions.netFils | typeof transactions.amountFils, condition: SQL) =>
  sql<number>`coalesce(sum(${column}) filter (where ${condition}), 0)`.mapWith(Number);

/** What the provider was owed at `before`: net earnings booked less payouts paid until then. */
export async function balanceBeforeFils(db: DbExecutor, providerId: string, before: Date): Promise<number> {
  const at = before.toISOString();
  const [row] = await db
    .select({
      earnedFils: sumOf(transactions.netFils, sql`${earning} and ${transactions.createdAt} < ${at}::timestamptz`),
      paidFils: sumOf(transactions.amountFils, sql`${paidPayout} and ${transactions.modifiedAt} < ${at}::timestamptz`),
    })
    .from(transactions)
    .where(eq(transactions.providerId, providerId));
  return row!.earnedFils - row!.paidFils;
}

/** The earnings booked in [from, until), oldest first, with the item's names as ordered. */
export function earningsBetween(db: DbExecutor, providerId: string, from: Date, until: Date) {
  return db
    .select({
      id: transactions.id,
      createdAt: transactions.createdAt,
      referenceNumber: transactions.referenceNumber,
      orderId: transactions.orderId,
      amountFils: transactions.amountFils,
      feeFils: transactions.feeFils,
      netFils: transactions.netFils,
      commissionRateBp: transactions.commissionRateBp,
      itemName: orderItems.name,
      itemNameAr: orderItems.nameAr,
    })
    .from(transactions)
    .leftJoin(orderItems, eq(orderItems.id, transactions.orderItemId))
    .where(
      and(
        eq(transactions.providerId, providerId),
        earning,
        gte(transactions.createdAt, from),
        lt(transactions.createdAt, until),
      ),
    )
    .orderBy(asc(transactions.createdAt), asc(transactions.id));
}

export type StatementEarningRow = Awaited<ReturnType<typeof earningsBetween>>[number];

/** The payouts paid in [from, until), oldest first. */
export function payoutsPaidBetween(db: DbExecutor, providerId: string, from: Date, until: Date) {
  return db
    .select({
      id: transactions.id,
      paidAt: transactions.modifiedAt,
      referenceNumber: transactions.referenceNumber,
      amountFils: transactions.amountFils,
    })
    .from(transactions)
    .where(
      and(
        eq(transactions.providerId, providerId),
        paidPayout,
        gte(transactions.modifiedAt, from),
        lt(transactions.modifiedAt, until),
      ),
    )
    .orderBy(asc(transactions.modifiedAt), asc(transactions.id));
}

export type StatementPayoutRow = Awaited<ReturnType<typeof payoutsPaidBetween>>[number];
