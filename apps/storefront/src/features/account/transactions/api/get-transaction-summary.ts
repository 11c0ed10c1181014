import type { Api } from '@marketplace/client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useApi } from '@/lib/api';
import { transactionKeys } from './transaction-keys';

/** GET /api/Transaction/customer/{id}/summary: the four cards, whatever the filters say. */
export function transactionSummaryQueryOptions(api: Api, customerId: string) {
  return queryOptions({
    queryKey: transactionKeys.summary(customerId),
    queryFn: () => api.transactions.summary(customerId),
  });
}

export function useTransactionSummary(customerId: string) {
  const api = useApi();
  return useQuery(transactionSummaryQueryOptions(api, customerId));
}
