import type { Api } from '@marketplace/client';
import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { useApi } from '@/lib/api';
import { catalogKeys } from './catalog-keys';

// GET /api/Provider/{id} (spec 7.5): a business's own page, and the name of the one a services
// search is narrowed to.

export const getProviderQueryOptions = (api: Api, id: string | undefined) =>
  queryOptions({
    queryKey: catalogKeys.provider(id ?? ''),
    queryFn: id ? () => api.providers.get(id) : skipToken,
    // As a listing's (get-service-item.ts): a business that is not there stays so on mounting again.
    retryOnMount: false,
  });

export function useProvider(id: string | undefined) {
  const api = useApi();
  return useQuery(getProviderQueryOptions(api, id));
}
