import type { Api } from '@marketplace/client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useApi } from '@/lib/api';
import { catalogKeys } from './catalog-keys';

// GET /api/Provider/top-rated?topN= (spec 7.5): best average rating first, unrated last.

export const getTopRatedProvidersQueryOptions = (api: Api, topN: number) =>
  queryOptions({
    queryKey: catalogKeys.topRatedProviders(topN),
    queryFn: () => api.providers.topRated({ topN }),
  });

export function useTopRatedProviders(topN: number) {
  const api = useApi();
  return useQuery(getTopRatedProvidersQueryOptions(api, topN));
}
