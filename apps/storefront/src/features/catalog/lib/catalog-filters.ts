import {
  DEFAULT_PAGE,
  DEFAULT_PAGE_SIZE,
  formatPriceRange,
  isListingType,
  isServiceItemSort,
  PRICE_MAX_BHD,
  SEARCH_MAX_LENGTH,
  LOCATION_MAX_LENGTH,
  type ListingType,
  type ServiceItemListQuery,
  type ServiceItemSort,
} from '@marketplace/contract';

// The services page keeps every filter in the URL, so a shared link reproduces the search. This
// module is the one translation between the URL, the filter bar and the API query. A value the
// API would refuse (a mangled id, "abc" as a price) is dropped rather than sent, so an edited or
// truncated link still shows results instead of an error.

export type TypeFilter = 'all' | ListingType;

export interface CatalogFilters {
  readonly search: string;
  readonly type: TypeFilter;
  /** '' for every category. */
  readonly categoryId: string;
  /** BHD as text, '' when open; at most 3 decimals. */
  readonly minPrice: string;
  readonly maxPrice: string;
  readonly address: string;
  /** Only an explicit choice; null means the API's default order. */
  readonly sort: ServiceItemSort | null;
  /** Set by the brands page's "View services"; '' for every provider. */
  readonly providerId: string;
  readonly page: number;
}

/** URL parameter names: the API's own where one exists, so links read like the calls they make. */
export const CATALOG_PARAMS = {
  search: 'Search',
  type: 'type',
  categoryId: 'CategoryId',
  minPrice: 'MinPrice',
  maxPrice: 'MaxPrice',
  address: 'Address',
  sort: 'Sort',
  providerId: 'ProviderId',
  page: 'Page',
} as const satisfies Record<keyof CatalogFilters, string>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** The PriceRange pattern's own bound format: up to 9 digits and 3 decimals. */
export const PRICE_PATTERN = '\\d{1,9}(\\.\\d{1,3})?';
const PRICE = new RegExp(`^${PRICE_PATTERN}$`);

export function isPriceText(value: string): boolean {
  return PRICE.test(value) && Number(value) <= PRICE_MAX_BHD;
}

// Text stays as typed (trailing space included): the search box shows this value back, and a
// trimmed copy would eat the space between two words while they are being typed.
const text = (value: string | null, max: number) => (value ?? '').slice(0, max);
const uuid = (value: string | null) => (value && UUID.test(value) ? value : '');
const price = (value: string | null) => (value && isPriceText(value.trim()) ? value.trim() : '');

export function parseCatalogFilters(params: URLSearchParams): CatalogFilters {
  const type = params.get(CATALOG_PARAMS.type);
  const sort = params.get(CATALOG_PARAMS.sort);
  const page = Number(params.get(CATALOG_PARAMS.page));
  return {
    search: text(params.get(CATALOG_PARAMS.search), SEARCH_MAX_LENGTH),
    type: isListingType(type) ? type : 'all',
    categoryId: uuid(params.get(CATALOG_PARAMS.categoryId)),
    minPrice: price(params.get(CATALOG_PARAMS.minPrice)),
    maxPrice: price(params.get(CATALOG_PARAMS.maxPrice)),
    address: text(params.get(CATALOG_PARAMS.address), LOCATION_MAX_LENGTH),
    sort: isServiceItemSort(sort) ? sort : null,
    providerId: uuid(params.get(CATALOG_PARAMS.providerId)),
    page: Number.isInteger(page) && page >= 1 ? page : DEFAULT_PAGE,
  };
}

export type FilterPatch = Partial<Omit<CatalogFilters, 'page'>>;

/**
 * The URL after a filter change. Any change but paging goes back to page 1: page 3 of the old
 * results means nothing for the new ones. Empty and default values leave the URL.
 */
export function applyFilterPatch(params: URLSearchParams, patch: FilterPatch): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const [key, value] of Object.entries(patch) as [keyof FilterPatch, string | null][]) {
    const name = CATALOG_PARAMS[key];
    if (value === null || value.trim() === '' || (key === 'type' && value === 'all')) next.delete(name);
    else next.set(name, value);
  }
  next.delete(CATALOG_PARAMS.page);
  return next;
}

export function withPage(params: URLSearchParams, page: number): URLSearchParams {
  const next = new URLSearchParams(params);
  if (page <= DEFAULT_PAGE) next.delete(CATALOG_PARAMS.page);
  else next.set(CATALOG_PARAMS.page, String(page));
  return next;
}

/** What the list is ordered by: the explicit choice, else the API's default for the search. */
export function effectiveSort(filters: Pick<CatalogFilters, 'sort' | 'search'>): ServiceItemSort {
  const sort = filters.sort ?? 'relevance';
  return sort === 'relevance' && !filters.search.trim() ? 'newest' : sort;
}

export function hasActiveFilters(filters: CatalogFilters): boolean {
  const { search, type, categoryId, minPrice, maxPrice, address, sort, providerId } = filters;
  const words = search.trim() || address.trim();
  return Boolean(words || type !== 'all' || categoryId || minPrice || maxPrice || sort || providerId);
}

/** "min-max" in BHD; an open end is 0 or the API's maximum, a reversed range is read the right way. */
export function priceRangeOf(minPrice: string, maxPrice: string): string | undefined {
  if (!minPrice && !maxPrice) return undefined;
  const min = minPrice ? Number(minPrice) : 0;
  const max = maxPrice ? Number(maxPrice) : PRICE_MAX_BHD;
  return formatPriceRange(Math.min(min, max), Math.max(min, max));
}

export function toServiceItemListQuery(filters: CatalogFilters): ServiceItemListQuery {
  const query: ServiceItemListQuery = { Page: filters.page, Limit: DEFAULT_PAGE_SIZE };
  const priceRange = priceRangeOf(filters.minPrice, filters.maxPrice);
  const search = filters.search.trim();
  const address = filters.address.trim();
  if (search) query.Search = search;
  if (filters.type !== 'all') query.type = filters.type;
  if (filters.categoryId) query.CategoryId = filters.categoryId;
  if (priceRange) query.PriceRange = priceRange;
  if (address) query.Address = address;
  if (filters.sort) query.Sort = filters.sort;
  if (filters.providerId) query.ProviderId = filters.providerId;
  return query;
}
