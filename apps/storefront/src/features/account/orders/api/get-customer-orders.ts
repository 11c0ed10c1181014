import type { Api } from '@marketplace/client';
import type { OrderListQuery } from '@marketplace/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useApi } from '@/lib/api';
import { useSession } from '@/lib/session';

/**
 * GET /api/Order/customer/{userId} (spec 7.6) with page, pageSize, search, status, sort. Kept under
 * ['orders', ...] so a live notification about an order (which invalidates ['orders']) refreshes it.
 */
export const customerOrdersKey = (userId: string, query: OrderListQuery) =>
  ['orders', 'customer', userId, query] as const;

export function customerOrdersQueryOptions(api: Api, userId: string, query: OrderListQuery) {
  return queryOptions({
    queryKey: customerOrdersKey(userId, query),
    queryFn: () => api.orders.listForCustomer(userId, query),
  });
}

/**
 * The signed-in customer's orders. The previous page stays on screen while the next one loads
 * (placeholderData), under the 'Loading orders' overlay, so filtering does not flash an empty list.
 */
export function useCustomerOrders(query: OrderListQuery) {
  const api = useApi();
  const { user } = useSession();
  return useQuery({
    ...customerOrdersQueryOptions(api, user?.userId ?? '', query),
    enabled: Boolean(user),
    placeholderData: keepPreviousData,
  });
}
