import type { ListingType, ServiceItemListQuery } from '@marketplace/contract';

// What the home page asks the API for, in a module without components: the route loader starts
// the same queries while the page's chunk is still downloading (app/route-loaders.ts).

export const FEATURED_COUNT = 4;
export const TOP_PROVIDERS_ON_HOME = 4;

/**
 * There is no "featured" flag in the data, so the catalog's own rating order picks them (newest
 * first among unrated ones).
 */
export const featuredQuery = (type: ListingType): ServiceItemListQuery => ({
  Page: 1,
  Limit: FEATURED_COUNT,
  type,
  Sort: 'rating',
});
