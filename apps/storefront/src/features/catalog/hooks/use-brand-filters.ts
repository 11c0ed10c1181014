import { DEFAULT_PAGE } from '@marketplace/contract';
import { useCallback, useMemo } from 'react';
import { useUrlSearchParams } from '@/lib/use-url-search-params';
import { brandFiltersOf } from '../lib/brand-directory-query';

// The brands page's search and page, in the URL like the catalog's, under the API's own names.

export function useBrandFilters() {
  const [params, setParams] = useUrlSearchParams();
  const { search, page } = brandFiltersOf(params);
  const setSearch = useCallback(
    (value: string) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (value.trim()) next.set('Search', value);
          else next.delete('Search');
          next.delete('Page');
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  const setPage = useCallback(
    (value: number) =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        if (value > DEFAULT_PAGE) next.set('Page', String(value));
        else next.delete('Page');
        return next;
      }),
    [setParams],
  );
  return useMemo(() => ({ search, page, setSearch, setPage }), [search, page, setSearch, setPage]);
}
