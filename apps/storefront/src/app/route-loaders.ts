import type { Api } from '@marketplace/client';
import { MAX_TOP_PROVIDERS } from '@marketplace/contract';
import type { FetchQueryOptions, QueryClient, QueryKey } from '@tanstack/react-query';
import { isMissingRecord } from '@/lib/missing-record';
import { getCategoriesQueryOptions } from '@/lib/categories-query';
import { getServiceItemQueryOptions } from '@/features/catalog/api/get-service-item';
import { getServiceItemReviewsQueryOptions, reviewsPageOf } from '@/features/catalog/api/get-service-item-reviews';
import { getServiceItemsQueryOptions } from '@/features/catalog/api/get-service-items';
import { getTopRatedProvidersQueryOptions } from '@/features/catalog/api/get-top-rated-providers';
import { parseCatalogFilters, toServiceItemListQuery } from '@/features/catalog/lib/catalog-filters';
import { featuredQuery, TOP_PROVIDERS_ON_HOME } from '@/features/catalog/lib/home-queries';
import { brandListingsQuery, brandPageOf } from '@/features/catalog/lib/brand-queries';
import { brandDirectoryQuery, brandFiltersOf } from '@/features/catalog/lib/brand-directory-query';
import { getProviderQueryOptions } from '@/features/catalog/api/get-provider';
import { getProvidersQueryOptions } from '@/features/catalog/api/get-providers';

// Route loaders of the public catalog pages (issue 18). The router runs a page's loader as its
// route is entered, before the page's lazy chunk is asked for, so the page's data is on its way
// while its code downloads, instead of after the page has rendered. The loaders only start the
// queries (the same queryOptions the pages read, so the pages find them in flight or cached) and
// never wait for them: each page keeps its own loading, empty and error states, and a failed
// query is its to show with Retry. The server render (entry-server.tsx) waits for the promise a
// loader returns before it renders the page with the data.

export interface LoaderContext {
  readonly queryClient: QueryClient;
  readonly api: Api;
}

/** What a loader learns of the route it starts: the URL's query and the path's parameters. */
export interface LoaderArgs {
  readonly searchParams: URLSearchParams;
  readonly params: Readonly<Record<string, string | undefined>>;
}

/** Settles when every query it started has settled; it never rejects (prefetchQuery does not). */
export type RouteLoader = (args: LoaderArgs) => Promise<void>;

export function createRouteLoaders({ queryClient, api }: LoaderContext) {
  // prefetchQuery never rejects and skips data that is still fresh (spec 9: 5 minutes).
  const all = async (...started: Promise<void>[]) => {
    await Promise.all(started);
  };
  /**
   * A record found missing (404) is not asked for again as its page renders (the loader runs in
   * the render too): the server's "not found" page, and its hydration, show what was found.
   */
  const prefetch = <T, K extends QueryKey>(options: FetchQueryOptions<T, Error, T, K>) => {
    const state = queryClient.getQueryState(options.queryKey);
    if (state?.status === 'error' && isMissingRecord(state.error)) return Promise.resolve();
    return queryClient.prefetchQuery(options);
  };
  const home: RouteLoader = () =>
    all(
      queryClient.prefetchQuery(getCategoriesQueryOptions(api)),
      queryClient.prefetchQuery(getServiceItemsQueryOptions(api, featuredQuery('service'))),
      queryClient.prefetchQuery(getServiceItemsQueryOptions(api, featuredQuery('item'))),
      queryClient.prefetchQuery(getTopRatedProvidersQueryOptions(api, TOP_PROVIDERS_ON_HOME)),
    );
  const services: RouteLoader = ({ searchParams }) => {
    const filters = parseCatalogFilters(searchParams);
    return all(
      queryClient.prefetchQuery(getCategoriesQueryOptions(api)),
      queryClient.prefetchQuery(getServiceItemsQueryOptions(api, toServiceItemListQuery(filters))),
      // The business a list is narrowed to names it (and a missing one makes the page a 404).
      ...(filters.providerId ? [prefetch(getProviderQueryOptions(api, filters.providerId))] : []),
    );
  };
  const serviceItem: RouteLoader = ({ params, searchParams }) => {
    const id = params.serviceItemId ?? '';
    return all(
      prefetch(getServiceItemQueryOptions(api, id)),
      queryClient.prefetchQuery(getServiceItemReviewsQueryOptions(api, id, reviewsPageOf(searchParams))),
    );
  };
  const brands: RouteLoader = ({ searchParams }) =>
    all(
      queryClient.prefetchQuery(getCategoriesQueryOptions(api)),
      queryClient.prefetchQuery(getProvidersQueryOptions(api, brandDirectoryQuery(brandFiltersOf(searchParams)))),
      queryClient.prefetchQuery(getTopRatedProvidersQueryOptions(api, MAX_TOP_PROVIDERS)),
    );
  const brand: RouteLoader = ({ params, searchParams }) => {
    const id = params.providerId ?? '';
    return all(
      prefetch(getProviderQueryOptions(api, id)),
      queryClient.prefetchQuery(getCategoriesQueryOptions(api)),
      queryClient.prefetchQuery(getTopRatedProvidersQueryOptions(api, MAX_TOP_PROVIDERS)),
      queryClient.prefetchQuery(getServiceItemsQueryOptions(api, brandListingsQuery(id, brandPageOf(searchParams)))),
    );
  };
  /** The not-found page has no data; its loader only makes the server render it (with a 404). */
  const notFound: RouteLoader = () => Promise.resolve();
  /** A page with no data, the same for every visitor (/help): its loader only makes the server render it. */
  const staticPage: RouteLoader = () => Promise.resolve();
  return { home, services, serviceItem, brands, brand, notFound, staticPage };
}
