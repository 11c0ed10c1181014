import type { Api } from '@marketplace/client';
import type { ProviderListQuery } from '@marketplace/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useApi } from '@/lib/api';
import { catalogKeys } from './catalog-keys';

// GET /api/Provider/providers (spec 7.5) with Status, Search, Page and Limit: the brands page.

export const getProvidersQueryOptions = (api: Api, query: ProviderListQuery) =>
  queryOptions({
    queryKey: catalogKeys.providers(query),
    queryFn: () => api.providers.list(query),
  });

export function useProviders(query: ProviderListQuery) {
  const api = useApi();
  return useQuery({ ...getProvidersQueryOptions(api, query), placeholderData: keepPreviousData });
}
