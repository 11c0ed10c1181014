import type { Api } from '@marketplace/client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useApi } from '@/lib/api';
import { orderKey } from '@/features/account/api/get-order';

/**
 * GET /api/Order/{id}/tax-documents (issue 36): the order's tax invoice and credit notes, oldest
 * first. Under the order's own key, so what refreshes the order (a live notification invalidates
 * ['orders']: the payment confirmed, a refund booked) refreshes its documents too.
 */
export const orderTaxDocumentsKey = (orderId: string) => [...orderKey(orderId), 'tax-documents'] as const;

export function orderTaxDocumentsQueryOptions(api: Api, orderId: string) {
  return queryOptions({
    queryKey: orderTaxDocumentsKey(orderId),
    queryFn: () => api.taxDocuments.ofOrder(orderId),
  });
}

/**
 * Asked by the order detail once its order has loaded and is paid (TaxDocumentsSection). useQuery
 * fetches once mounted in the browser, never in a server render, which shows the pending state as
 * the browser's first render does.
 */
export function useOrderTaxDocuments(orderId: string) {
  const api = useApi();
  return useQuery(orderTaxDocumentsQueryOptions(api, orderId));
}
