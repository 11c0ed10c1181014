import { DEFAULT_PAGE, SEARCH_MAX_LENGTH, type ProviderListQuery } from '@marketplace/contract';

// What the brands page (/brands) asks the API for, from its URL, in a module without components:
// the page reads it through hooks/use-brand-filters.ts, the route loader starts the same query
// while the page's chunk downloads (app/route-loaders.ts).

/** Twelve a page fills the one, two, three and four-column grids evenly. */
export const BRANDS_PAGE_SIZE = 12;

export interface BrandFilters {
  readonly search: string;
  readonly page: number;
}

export function brandFiltersOf(params: URLSearchParams): BrandFilters {
  const page = Number(params.get('Page'));
  return {
    search: (params.get('Search') ?? '').slice(0, SEARCH_MAX_LENGTH),
    page: Number.isInteger(page) && page >= DEFAULT_PAGE ? page : DEFAULT_PAGE,
  };
}

/** Active businesses only: the public never sees the others. */
export function brandDirectoryQuery({ search, page }: BrandFilters): ProviderListQuery {
  const query: ProviderListQuery = { Status: 'active', Page: page, Limit: BRANDS_PAGE_SIZE };
  if (search.trim()) query.Search = search.trim();
  return query;
}
