import type { Api } from '@marketplace/client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useApi } from '@/lib/api';

/**
 * GET /api/Order/{id}. Kept under ['orders', ...] so a live notification about an order (which
 * invalidates ['orders']) refreshes an open detail page too.
 */
export const orderKey = (orderId: string) => ['orders', 'detail', orderId] as const;

export function orderQueryOptions(api: Api, orderId: string) {
  return queryOptions({ queryKey: orderKey(orderId), queryFn: () => api.orders.get(orderId) });
}

export function useOrder(orderId: string) {
  const api = useApi();
  return useQuery(orderQueryOptions(api, orderId));
}
