import { DEFAULT_PAGE, DEFAULT_PAGE_SIZE, type ServiceItemListQuery } from '@marketplace/contract';

// What a business's page (/brands/:providerId) asks the API for, in a module without components:
// the route loader starts the same queries while the page's chunk downloads (app/route-loaders.ts).

/** The page of the business's listings the URL's `Page` names (1 when absent or not a page). */
export function brandPageOf(params: URLSearchParams): number {
  const page = Number(params.get('Page'));
  return Number.isInteger(page) && page >= DEFAULT_PAGE ? page : DEFAULT_PAGE;
}

/** The business's listings as the catalog shows them, newest first, a catalog page at a time. */
export const brandListingsQuery = (providerId: string, page: number): ServiceItemListQuery => ({
  ProviderId: providerId,
  Page: page,
  Limit: DEFAULT_PAGE_SIZE,
});
