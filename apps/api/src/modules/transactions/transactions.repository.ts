import { and, asc, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type {
  CustomerTransactionType,
  ProviderTransactionType,
  TransactionStatus,
  TransactionType,
} from '@marketplace/contract';
import type { DbExecutor } from '../../db/database';
import { orderItems, providers, taxDocuments, transactions } from '../../db/schema/index';
import { containsPattern } from '../../lib/like-pattern';

// Reads of the transactions table: customer payments and refunds, provider earnings and payouts.
// Pages are read one row past their size, so `hasMore` needs no count.

export type TransactionRow = typeof transactions.$inferSelect;

export interface CustomerTransactionFilter {
  type: CustomerTransactionType | undefined;
  status: TransactionStatus | undefined;
  search: string | undefined;
}

export interface ProviderTransactionFilter {
  type: ProviderTransactionType | undefined;
  status: TransactionStatus | undefined;
}

const customerTypes = inArray(transactions.type, ['payment', 'refund']);
const providerTypes = inArray(transactions.type, ['earning', 'payout']);
const newestFirst = [desc(transactions.createdAt), desc(transactions.id)];

/**
 * Description or reference, or the name of an item of the order or of its provider (the one item
 * when the row is about one item), case-insensitively with `%` and `_` taken literally. Every item
 * counts, also those the list shows only as "and N more".
 */
function customerSearch(search: string | undefined): SQL | undefined {
  const term = search?.trim();
  if (!term) return undefined;
  const pattern = containsPattern(term);
  return sql`(${transactions.description} ilike ${pattern} or ${transactions.referenceNumber} ilike ${pattern}
    or exists (select 1 from ${orderItems} oi join ${providers} p on p.id = oi.provider_id
      where oi.order_id = ${transactions.orderId}
        and (${transactions.orderItemId} is null or oi.id = ${transactions.orderItemId})
        and (oi.name ilike ${pattern} or p.business_name ilike ${pattern})))`;
}

export async function listCustomerTransactions(
  db: DbExecutor,
  customerId: string,
  filter: CustomerTransactionFilter,
  limit: number,
  offset: number,
): Promise<TransactionRow[]> {
  const where = and(
    eq(transactions.customerId, customerId),
    customerTypes,
    typeAndStatus(filter),
    customerSearch(filter.search),
  );
  return db
    .select()
    .from(transactions)
    .where(where)
    .orderBy(...newestFirst)
    .limit(limit)
    .offset(offset);
}

/** The optional type and status filters (left out: all). */
function typeAndStatus(filter: {
  type?: TransactionType | undefined;
  status?: TransactionStatus | undefined;
}): SQL | undefined {
  return and(
    filter.type === undefined ? undefined : eq(transactions.type, filter.type),
    filter.status === undefined ? undefined : eq(transactions.status, filter.status),
  );
}

/** Item and provider names of these orders, in the order the order page lists them. */
export async function orderItemNames(db: DbExecutor, orderIds: readonly string[]) {
  if (orderIds.length === 0) return [];
  return db
    .select({
      id: orderItems.id,
      orderId: orderItems.orderId,
      name: orderItems.name,
      nameAr: orderItems.nameAr,
      providerName: providers.businessName,
      providerNameAr: providers.businessNameAr,
    })
    .from(orderItems)
    .innerJoin(providers, eq(providers.id, orderItems.providerId))
    .where(inArray(orderItems.orderId, [...orderIds]))
    .orderBy(asc(orderItems.createdAt), asc(orderItems.id));
}

const filsSum = (condition: SQL) =>
  sql<number>`coalesce(sum(${transactions.amountFils}) filter (where ${condition}), 0)`.mapWith(Number);
const completed = (type: string) => sql`${transactions.type} = ${type} and ${transactions.status} = 'completed'`;

/** The summary cards' sums in fils; `monthStart` is the start of the current Bahrain month. */
export async function customerTransactionSums(db: DbExecutor, customerId: string, monthStart: Date) {
  const thisMonth = sql`${transactions.createdAt} >= ${monthStart.toISOString()}::timestamptz`;
  const [row] = await db
    .select({
      paidFils: filsSum(completed('payment')),
      refundedFils: filsSum(completed('refund')),
      paidThisMonthFils: filsSum(sql`${completed('payment')} and ${thisMonth}`),
      refundedThisMonthFils: filsSum(sql`${completed('refund')} and ${thisMonth}`),
      pendingFils: filsSum(sql`${transactions.status} = 'pending'`),
      count: sql<number>`count(*)`.mapWith(Number),
    })
    .from(transactions)
    .where(and(eq(transactions.customerId, customerId), customerTypes));
  return row!;
}

export async function listProviderTransactions(
  db: DbExecutor,
  providerId: string,
  filter: ProviderTransactionFilter,
  limit: number,
  offset: number,
): Promise<TransactionRow[]> {
  const where = and(eq(transactions.providerId, providerId), providerTypes, typeAndStatus(filter));
  return db
    .select()
    .from(transactions)
    .where(where)
    .orderBy(...newestFirst)
    .limit(limit)
    .offset(offset);
}

/**
 * The provider's balance in fils. Earnings count net of commission; payouts at their amount.
 * Pass the transaction that holds the provider's row lock when the answer decides a payout.
 */
export async function providerBalanceFils(db: DbExecutor, providerId: string) {
  const [row] = await db
    .select({
      earnedFils: sql<number>`coalesce(sum(${transactions.netFils}) filter (where ${completed('earning')}), 0)`.mapWith(
        Number,
      ),
      paidOutFils: filsSum(completed('payout')),
      pendingFils: filsSum(sql`${transactions.type} = 'payout' and ${transactions.status} = 'pending'`),
    })
    .from(transactions)
    .where(and(eq(transactions.providerId, providerId), providerTypes));
  const { earnedFils, paidOutFils, pendingFils } = row!;
  return { earnedFils, paidOutFils, pendingFils, availableFils: earnedFils - paidOutFils - pendingFils };
}

export interface KeptDocument {
  id: string;
  number: string;
}

/**
 * The tax document to keep for each of these movements (issue 36), by transaction id: a completed
 * payment's order's tax invoice, a refund's credit note. One query for the page.
 */
export async function documentsFor(db: DbExecutor, rows: readonly TransactionRow[]) {
  const paidOrderIds = rows.flatMap((row) =>
    row.type === 'payment' && row.status === 'completed' && row.orderId ? [row.orderId] : [],
  );
  const refundIds = rows.flatMap((row) => (row.type === 'refund' ? [row.id] : []));
  const byTransaction = new Map<string, KeptDocument>();
  if (paidOrderIds.length === 0 && refundIds.length === 0) return byTransaction;
  const found = await db
    .select({
      id: taxDocuments.id,
      number: taxDocuments.number,
      kind: taxDocuments.kind,
      orderId: taxDocuments.orderId,
      refundTransactionId: taxDocuments.refundTransactionId,
    })
    .from(taxDocuments)
    .where(
      or(
        paidOrderIds.length > 0
          ? and(eq(taxDocuments.kind, 'tax-invoice'), inArray(taxDocuments.orderId, paidOrderIds))
          : undefined,
        refundIds.length > 0 ? inArray(taxDocuments.refundTransactionId, refundIds) : undefined,
      ),
    );
  const invoiceOfOrder = new Map(found.filter((doc) => doc.kind === 'tax-invoice').map((doc) => [doc.orderId, doc]));
  const noteOfRefund = new Map(
    found.flatMap((doc) => (doc.refundTransactionId ? [[doc.refundTransactionId, doc]] : [])),
  );
  for (const row of rows) {
    const doc =
      row.type === 'refund'
        ? noteOfRefund.get(row.id)
        : row.status === 'completed' && row.orderId
          ? invoiceOfOrder.get(row.orderId)
          : undefined;
    if (doc) byTransaction.set(row.id, { id: doc.id, number: doc.number });
  }
  return byTransaction;
}

/** The provider's row; `forUpdate` locks it so balance checks of one provider take turns. */
export async function findProviderRow(db: DbExecutor, providerId: string, forUpdate = false) {
  const query = db.select().from(providers).where(eq(providers.id, providerId));
  const [row] = await (forUpdate ? query.for('update') : query);
  return row;
}
