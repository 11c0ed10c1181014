import { DEFAULT_PAGE } from '@marketplace/contract';
import { useCallback, useMemo } from 'react';
import { DEFAULT_ORDER_FILTERS, orderFiltersToParams, parseOrderFilters, type OrderFilters } from './order-filters';
import { useUrlSearchParams } from '@/lib/use-url-search-params';

export type OrderFilterPatch = Partial<Pick<OrderFilters, 'search' | 'status' | 'sort'>>;

/**
 * The list's filters, read from and written to the URL. A search, status or sort change starts
 * again at page 1 (spec 4 says so for the sort; a later page of another list would often be
 * empty) and replaces the history entry, so Back leaves the page instead of undoing keystrokes.
 * A page change adds an entry, so Back returns to the previous page of orders.
 */
export function useOrderFilters() {
  const [params, setParams] = useUrlSearchParams();
  const filters = useMemo(() => parseOrderFilters(params), [params]);

  const update = useCallback(
    (patch: OrderFilterPatch) =>
      setParams((current) => orderFiltersToParams({ ...parseOrderFilters(current), ...patch, page: DEFAULT_PAGE }), {
        replace: true,
      }),
    [setParams],
  );
  const setPage = useCallback(
    (page: number, options?: { replace?: boolean }) =>
      setParams((current) => orderFiltersToParams({ ...parseOrderFilters(current), page }), {
        replace: options?.replace ?? false,
      }),
    [setParams],
  );
  const clear = useCallback(
    () => setParams(() => orderFiltersToParams(DEFAULT_ORDER_FILTERS), { replace: true }),
    [setParams],
  );
  return { filters, update, setPage, clear };
}
