import type { Api } from '@marketplace/client';
import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunction } from 'react-router';
import { getCategoriesQueryOptions } from '../features/catalog/api/get-categories';
import { getServiceItemQueryOptions } from '../features/catalog/api/get-service-item';
import { getServiceItemReviewsQueryOptions } from '../features/catalog/api/get-service-item-reviews';
import { getServiceItemsQueryOptions } from '../features/catalog/api/get-service-items';
import { getTopRatedProvidersQueryOptions } from '../features/catalog/api/get-top-rated-providers';
import { parseCatalogFilters, toServiceItemListQuery } from '../features/catalog/utils/catalog-filters';
import { featuredQuery, TOP_PROVIDERS_ON_HOME } from '../features/catalog/utils/home-queries';

// Route loaders of the public catalog pages (issue 18). React Router runs a route's loader and its
// lazy chunk side by side, so the page's data is on its way while its code downloads, instead of
// after the page has rendered. The loaders only start the queries (the same queryOptions the
// pages read, so the pages find them in flight or cached) and never wait for them: each page
// keeps its own loading, empty and error states, and a failed query is its to show with Retry.

export interface LoaderContext {
  readonly queryClient: QueryClient;
  readonly api: Api;
}

export function createRouteLoaders({ queryClient, api }: LoaderContext) {
  // prefetchQuery never rejects and skips data that is still fresh (spec 9: 5 minutes).
  const home: LoaderFunction = () => {
    void queryClient.prefetchQuery(getCategoriesQueryOptions(api));
    void queryClient.prefetchQuery(getServiceItemsQueryOptions(api, featuredQuery('service')));
    void queryClient.prefetchQuery(getServiceItemsQueryOptions(api, featuredQuery('item')));
    void queryClient.prefetchQuery(getTopRatedProvidersQueryOptions(api, TOP_PROVIDERS_ON_HOME));
    return null;
  };
  const services: LoaderFunction = ({ request }) => {
    const filters = parseCatalogFilters(new URL(request.url).searchParams);
    void queryClient.prefetchQuery(getCategoriesQueryOptions(api));
    void queryClient.prefetchQuery(getServiceItemsQueryOptions(api, toServiceItemListQuery(filters)));
    return null;
  };
  const serviceItem: LoaderFunction = ({ params }) => {
    const id = params.serviceItemId ?? '';
    void queryClient.prefetchQuery(getServiceItemQueryOptions(api, id));
    void queryClient.prefetchQuery(getServiceItemReviewsQueryOptions(api, id, 1));
    return null;
  };
  return { home, services, serviceItem };
}
