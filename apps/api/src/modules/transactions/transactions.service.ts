import {
  filsToBhd,
  resolvePaging,
  TRANSACTION_ERRORS,
  type ProviderTransactionList,
  type ProviderTransactionListQuery,
  type TransactionList,
  type TransactionListQuery,
  type TransactionSummary,
} from '@marketplace/contract';
import type { Database } from '../../db/database';
import { forbidden } from '../../lib/http-error';
import { isSelfOrAdmin } from '../../identity/access-rules';
import type { AuthUser } from '../../identity/access-token';
import { currentBahrainMonthStart } from '../../lib/bahrain-calendar';
import { readableProvider } from './provider-access';
import { pageOf, toProviderTransaction, toTransaction } from './transaction.mapper';
import {
  customerTransactionSums,
  documentsFor,
  listCustomerTransactions,
  listProviderTransactions,
  orderItemNames,
} from './transactions.repository';

/** Net spending never shows below zero, even in a month that refunds an earlier month's payment. */
const netBhd = (paidFils: number, refundedFils: number) => filsToBhd(Math.max(0, paidFils - refundedFils));

/** Transaction history: a customer's payments and refunds, a provider's earnings and payouts. */
export class TransactionService {
  constructor(private readonly db: Database) {}

  async listForCustomer(caller: AuthUser, query: TransactionListQuery): Promise<TransactionList> {
    if (!isSelfOrAdmin(caller, query.customerId)) throw forbidden(TRANSACTION_ERRORS.notYourTransactions);
    const { page, pageSize, offset } = resolvePaging(query.page, query.pageSize);
    const filter = { type: query.type, status: query.status, search: query.search };
    const read = await listCustomerTransactions(this.db, query.customerId, filter, pageSize + 1, offset);
    const { rows, hasMore } = pageOf(read, pageSize);
    const orderIds = [...new Set(rows.flatMap((row) => (row.orderId ? [row.orderId] : [])))];
    const [names, documents] = await Promise.all([orderItemNames(this.db, orderIds), documentsFor(this.db, rows)]);
    return {
      Items: rows.map((row) => toTransaction(row, names, documents.get(row.id))),
      hasMore,
      currentPage: page,
    };
  }

  async customerSummary(caller: AuthUser, customerId: string, now = new Date()): Promise<TransactionSummary> {
    if (!isSelfOrAdmin(caller, customerId)) throw forbidden(TRANSACTION_ERRORS.notYourTransactions);
    const sums = await customerTransactionSums(this.db, customerId, currentBahrainMonthStart(now));
    return {
      totalAmount: netBhd(sums.paidFils, sums.refundedFils),
      thisMonth: netBhd(sums.paidThisMonthFils, sums.refundedThisMonthFils),
      totalTransactions: sums.count,
      pendingAmount: filsToBhd(sums.pendingFils),
    };
  }

  async listForProvider(
    caller: AuthUser,
    providerId: string,
    query: ProviderTransactionListQuery,
  ): Promise<ProviderTransactionList> {
    await readableProvider(this.db, caller, providerId);
    const { page, pageSize, offset } = resolvePaging(query.page, query.pageSize);
    const filter = { type: query.type, status: query.status };
    const read = await listProviderTransactions(this.db, providerId, filter, pageSize + 1, offset);
    const { rows, hasMore } = pageOf(read, pageSize);
    return { Items: rows.map(toProviderTransaction), hasMore, currentPage: page };
  }
}
