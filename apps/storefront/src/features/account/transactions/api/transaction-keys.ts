import type { TransactionFilters } from '../transaction-filters';

/** Everything of one customer's history sits under ['transactions', userId]: Refresh drops it all. */
export const transactionKeys = {
  all: (userId: string) => ['transactions', userId] as const,
  list: (userId: string, filters: TransactionFilters) => ['transactions', userId, 'list', filters] as const,
  summary: (userId: string) => ['transactions', userId, 'summary'] as const,
};
