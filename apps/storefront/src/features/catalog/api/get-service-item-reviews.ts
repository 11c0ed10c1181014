import type { Api } from '@marketplace/client';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useApi } from '@/lib/api';
import { catalogKeys } from './catalog-keys';

// GET /api/Review/service-item/{id}?page=&pageSize=: a listing's reviews, newest first.

export const REVIEWS_PAGE_SIZE = 5;

export const getServiceItemReviewsQueryOptions = (api: Api, serviceItemId: string, page: number) =>
  queryOptions({
    queryKey: catalogKeys.reviews(serviceItemId, page),
    queryFn: () => api.reviews.listForServiceItem(serviceItemId, { page, pageSize: REVIEWS_PAGE_SIZE }),
  });

export function useServiceItemReviews(serviceItemId: string, page: number) {
  const api = useApi();
  return useQuery({
    ...getServiceItemReviewsQueryOptions(api, serviceItemId, page),
    placeholderData: keepPreviousData,
  });
}
