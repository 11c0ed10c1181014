import { DEFAULT_PAGE } from '@marketplace/contract';
import { CATALOG_PARAMS, parseCatalogFilters } from '@/features/catalog/lib/catalog-filters';
import type { PageKind } from './page-kinds';

// The canonical address of a page and whether search engines may index it.
//
// The canonical URL keeps the query parameters that choose what the page lists (its category,
// business, type, page) in one fixed order, spelled as the page itself reads them, and drops the
// rest: the sort order (the same listings in another order), a review page of an item, tracking
// tags (utm_*, fbclid) and anything the page ignores. Each page of a list is its own canonical
// page, as Google asks for paginated lists (not all of them folded into page 1).
//
// Searches (a typed word, an area, a price range) are followable but not indexed: Google's
// guidelines ask sites to keep their internal search results out of its index, and the words
// make endless near-duplicates. The categories and businesses they lead to are indexed.

/** The catalog's parameters that pick its listings, in the order a canonical URL writes them. */
const CATALOG_CONTENT_PARAMS = [
  'type',
  'categoryId',
  'providerId',
  'search',
  'address',
  'minPrice',
  'maxPrice',
] as const;

function catalogQuery(params: URLSearchParams): URLSearchParams {
  const filters = parseCatalogFilters(params);
  const query = new URLSearchParams();
  for (const key of CATALOG_CONTENT_PARAMS) {
    const value = filters[key].trim();
    if (value && !(key === 'type' && value === 'all')) query.set(CATALOG_PARAMS[key], value);
  }
  if (filters.page > DEFAULT_PAGE) query.set(CATALOG_PARAMS.page, String(filters.page));
  return query;
}

/** The brands page and a brand's page: a search (the directory's) and a page number. */
function pagedQuery(params: URLSearchParams, { withSearch }: { withSearch: boolean }): URLSearchParams {
  const query = new URLSearchParams();
  const search = (params.get('Search') ?? '').trim();
  const page = Number(params.get('Page'));
  if (withSearch && search) query.set('Search', search);
  if (Number.isInteger(page) && page > DEFAULT_PAGE) query.set('Page', String(page));
  return query;
}

/** The query a page's canonical URL keeps (see the top of this file). */
function canonicalQuery(kind: PageKind, params: URLSearchParams): URLSearchParams {
  if (kind === 'catalog') return catalogQuery(params);
  if (kind === 'brands') return pagedQuery(params, { withSearch: true });
  if (kind === 'brand') return pagedQuery(params, { withSearch: false });
  return new URLSearchParams();
}

/** `pathname` with the query a canonical URL keeps: '/services?CategoryId=...&Page=2'. */
export function canonicalPath(kind: PageKind, pathname: string, params: URLSearchParams): string {
  const query = canonicalQuery(kind, params).toString();
  return query ? `${pathname}?${query}` : pathname;
}

/** Whether the page's list was narrowed by words or ranges a visitor typed. */
export function isSearch(kind: PageKind, params: URLSearchParams): boolean {
  if (kind === 'brands') return Boolean(params.get('Search')?.trim());
  if (kind !== 'catalog') return false;
  const { search, address, minPrice, maxPrice } = parseCatalogFilters(params);
  return Boolean(search.trim() || address.trim() || minPrice || maxPrice);
}

/**
 * The robots meta value, or null for the default (index, follow). Private pages are not
 * followed either: their links lead to more private pages or back to the public ones.
 */
export function robotsFor(kind: PageKind, params: URLSearchParams, status: number): string | null {
  if (kind === 'private') return 'noindex, nofollow';
  if (status !== 200 || kind === 'not-found' || isSearch(kind, params)) return 'noindex, follow';
  return null;
}
