import type { Api } from '@marketplace/client';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useApi } from '@/lib/api';
import { catalogKeys } from './catalog-keys';

// GET /api/Review/service-item/{id}?page=&pageSize=: a listing's reviews, newest first.

export const REVIEWS_PAGE_SIZE = 5;

/**
 * The item page's URL parameter for its page of reviews (issue 32): the pager is made of links, so
 * it works before hydration and without JavaScript, and the server renders the page asked for.
 */
export const REVIEWS_PAGE_PARAM = 'ReviewsPage';

export function reviewsPageOf(params: URLSearchParams): number {
  const page = Number(params.get(REVIEWS_PAGE_PARAM));
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

export function withReviewsPage(params: URLSearchParams, page: number): URLSearchParams {
  const next = new URLSearchParams(params);
  if (page <= 1) next.delete(REVIEWS_PAGE_PARAM);
  else next.set(REVIEWS_PAGE_PARAM, String(page));
  return next;
}

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
