import type { Api } from '@marketplace/client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useApi } from '@/lib/api';
import { catalogKeys } from './catalog-keys';

// GET /api/service-items/{id} (spec 7.4): the item detail page. The API answers 404 alike for a
// missing listing and one the caller may not see (pending provider, disabled category).

export const getServiceItemQueryOptions = (api: Api, id: string) =>
  queryOptions({
    queryKey: catalogKeys.serviceItem(id),
    queryFn: () => api.serviceItems.get(id),
    // A listing that is not there stays "not found" when its page mounts again, and a server-rendered
    // 404 hydrates as it was sent instead of flashing a skeleton while it asks again (issue 35).
    retryOnMount: false,
  });

export function useServiceItem(id: string) {
  const api = useApi();
  return useQuery(getServiceItemQueryOptions(api, id));
}
