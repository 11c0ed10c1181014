import type { Api } from '@marketplace/client';
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { getProviderQueryOptions } from '@/features/catalog/api/get-provider';
import { getServiceItemQueryOptions } from '@/features/catalog/api/get-service-item';
import { getServiceItemReviewsQueryOptions, reviewsPageOf } from '@/features/catalog/api/get-service-item-reviews';
import { getCategoriesQueryOptions } from '@/lib/categories-query';
import { isMissingRecord } from '@/lib/missing-record';
import type { Lookup, PageData } from './page-head';

// The head's view of a rendered page's data: the query cache the page was rendered from, read
// under the same keys the pages use, so the head says exactly what the page shows.

export function readPageData(queryClient: QueryClient, api: Api, searchParams: URLSearchParams): PageData {
  const lookup = <T>(queryKey: QueryKey): Lookup<T> => {
    const state = queryClient.getQueryState<T>(queryKey);
    if (state?.status === 'success') return { found: state.data as T };
    if (state?.status === 'error' && isMissingRecord(state.error)) return 'missing';
    return 'unknown';
  };
  return {
    item: (id) => lookup(getServiceItemQueryOptions(api, id).queryKey),
    reviews: (id) =>
      queryClient.getQueryData(getServiceItemReviewsQueryOptions(api, id, reviewsPageOf(searchParams)).queryKey)
        ?.Items ?? [],
    provider: (id) => lookup(getProviderQueryOptions(api, id).queryKey),
    categories: () => queryClient.getQueryData(getCategoriesQueryOptions(api).queryKey),
  };
}
