import type { Api } from '@marketplace/client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useApi } from '@/lib/api';

/**
 * GET /api/Review/order/{id}: the customer's own reviews of this order's items. Under ['reviews', ...]
 * with the catalog's review reads, so one invalidation after a new review refreshes them all.
 */
export const orderReviewsKey = (orderId: string) => ['reviews', 'order', orderId] as const;

export function orderReviewsQueryOptions(api: Api, orderId: string) {
  return queryOptions({ queryKey: orderReviewsKey(orderId), queryFn: () => api.reviews.listMineForOrder(orderId) });
}

/** Only asked when the order has a Completed item: no other item can have a review. */
export function useOrderReviews(orderId: string, enabled: boolean) {
  const api = useApi();
  return useQuery({ ...orderReviewsQueryOptions(api, orderId), enabled });
}
