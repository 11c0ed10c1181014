import { expect, type APIRequestContext } from '@playwright/test';
import type { ServiceItem, ServiceItemList } from '@marketplace/contract';

// Catalog look-ups through the public API (GET /api/service-items), to pick test data from the
// seeded demo marketplace rather than hard-coding ids or stock counts.

export async function listServiceItems(
  request: APIRequestContext,
  params: Record<string, string | number> = {},
): Promise<ServiceItem[]> {
  const response = await request.get('/api/service-items', { params: { Limit: 100, ...params } });
  expect(response.ok(), `GET /api/service-items answered ${response.status()}`).toBe(true);
  return ((await response.json()) as ServiceItemList).Items;
}

/** A listing by its exact name (the demo seed's names are unique). */
export async function listingNamed(request: APIRequestContext, name: string): Promise<ServiceItem> {
  const items = await listServiceItems(request, { Search: name });
  const item = items.find((candidate) => candidate.Name === name);
  if (!item) throw new Error(`No listing named "${name}" in the demo catalog`);
  return item;
}

/**
 * Available items with a small stock (2 to `max`), lowest first, so a test can raise a cart line
 * to its limit in a few clicks. Each checkout reserves stock, so callers take different ones.
 */
export async function lowStockItems(request: APIRequestContext, max = 8): Promise<ServiceItem[]> {
  const items = await listServiceItems(request, { type: 'item' });
  return items
    .filter((item) => item.Availability === 'available')
    .filter((item) => item.AvailableQuantity !== null && item.AvailableQuantity >= 2 && item.AvailableQuantity <= max)
    .sort((a, b) => (a.AvailableQuantity ?? 0) - (b.AvailableQuantity ?? 0));
}
