import { useCallback, useMemo } from 'react';
import { applyFilterPatch, parseCatalogFilters, withPage, type FilterPatch } from '../lib/catalog-filters';
import { paths } from '@/config/paths';
import { useUrlSearchParams } from '@/lib/use-url-search-params';
import { useAppHref } from './use-app-href';

// The services page's filters live in the URL (spec 2.1 "browse services": a shared link shows
// the same results). Filter changes replace the history entry, so Back leaves the page instead of
// undoing each keystroke; page changes push one, so Back returns to the previous page of results.

export function useCatalogFilters() {
  const [params, setParams] = useUrlSearchParams();
  const appHref = useAppHref();
  const filters = useMemo(() => parseCatalogFilters(params), [params]);
  const update = useCallback(
    (patch: FilterPatch) => setParams((current) => applyFilterPatch(current, patch), { replace: true }),
    [setParams],
  );
  const setPage = useCallback(
    (page: number, options?: { replace?: boolean }) =>
      setParams((current) => withPage(current, page), { replace: options?.replace ?? false }),
    [setParams],
  );
  const clear = useCallback(() => setParams(() => new URLSearchParams(), { replace: true }), [setParams]);
  /**
   * The browser's URL of a page of these results (under /ar on an Arabic page): the pager's links,
   * for before hydration and without JavaScript.
   */
  const pageHref = useCallback(
    (page: number) => appHref(paths.services.getHref(withPage(params, page))),
    [appHref, params],
  );
  return { filters, update, setPage, clear, pageHref };
}
