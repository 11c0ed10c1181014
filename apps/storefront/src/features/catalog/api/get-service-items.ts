import type { Api } from '@marketplace/client';
import type { ServiceItemListQuery } from '@marketplace/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useApi } from '@/lib/api';
import { catalogKeys } from './catalog-keys';

// GET /api/service-items (spec 7.4): the catalog page, the home page's featured rows.

export const getServiceItemsQueryOptions = (api: Api, query: ServiceItemListQuery) =>
  queryOptions({
    queryKey: catalogKeys.serviceItemList(query),
    queryFn: () => api.serviceItems.list(query),
  });

/**
 * The previous page stays on screen while the next one loads (placeholderData), so paging and
 * filtering do not flash skeletons; `isPlaceholderData` tells the page to show it is busy.
 */
export function useServiceItems(query: ServiceItemListQuery) {
  const api = useApi();
  return useQuery({ ...getServiceItemsQueryOptions(api, query), placeholderData: keepPreviousData });
}
