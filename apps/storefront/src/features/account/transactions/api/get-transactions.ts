import type { Api } from '@marketplace/client';
import { DEFAULT_PAGE, DEFAULT_PAGE_SIZE, type TransactionList } from '@marketplace/contract';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { useApi } from '@/lib/api';
import type { TransactionFilters } from '../transaction-filters';
import { transactionKeys } from './transaction-keys';

/** The request of one page; Export asks for the same filters page after page. */
export function fetchTransactionPage(
  api: Api,
  customerId: string,
  filters: TransactionFilters,
  page: number,
  pageSize: number = DEFAULT_PAGE_SIZE,
): Promise<TransactionList> {
  return api.transactions.list({
    customerId,
    page,
    pageSize,
    type: filters.type,
    status: filters.status,
    ...(filters.search ? { search: filters.search } : {}),
  });
}

/**
 * GET /api/Transaction (spec 7.8), newest first, a page at a time behind Load More. The search
 * runs on the server so it covers every page, not only the ones loaded so far.
 */
export function transactionsQueryOptions(api: Api, customerId: string, filters: TransactionFilters) {
  return infiniteQueryOptions({
    queryKey: transactionKeys.list(customerId, filters),
    queryFn: ({ pageParam }) => fetchTransactionPage(api, customerId, filters, pageParam),
    initialPageParam: DEFAULT_PAGE,
    getNextPageParam: (last: TransactionList) => (last.hasMore ? last.currentPage + 1 : undefined),
  });
}

export function useTransactions(customerId: string, filters: TransactionFilters) {
  const api = useApi();
  return useInfiniteQuery(transactionsQueryOptions(api, customerId, filters));
}
