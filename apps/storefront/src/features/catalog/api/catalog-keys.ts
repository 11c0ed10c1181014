import type { ServiceItemListQuery } from '@marketplace/contract';
import type { STOCK_QUERY_ROOTS } from '@/lib/query-client';

// The catalog's places in the query cache. Listings are rooted at 'service-items' because
// lib/query-client drops that root on the 'stockUpdated' event: a paid order or a cart change
// then refreshes the stock shown on cards and on the detail page.

const SERVICE_ITEMS_ROOT = 'service-items' satisfies (typeof STOCK_QUERY_ROOTS)[number];

export const catalogKeys = {
  serviceItems: [SERVICE_ITEMS_ROOT] as const,
  serviceItemList: (query: ServiceItemListQuery) => [SERVICE_ITEMS_ROOT, 'list', query] as const,
  serviceItem: (id: string) => [SERVICE_ITEMS_ROOT, 'detail', id] as const,
  // Reviews do not move with stock, so they live outside the stock roots.
  reviews: (serviceItemId: string, page: number) => ['reviews', 'service-item', serviceItemId, page] as const,
  providers: (query: object) => ['providers', 'list', query] as const,
  provider: (id: string) => ['providers', 'detail', id] as const,
  topRatedProviders: (topN: number) => ['providers', 'top-rated', topN] as const,
};
