import { createMemorySession } from '@marketplace/client';
import { observeSession } from '@marketplace/client/session';
import { createFakeApi } from '@marketplace/client/testing';
import type { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { getServiceItemsQueryOptions } from '@/features/catalog/api/get-service-items';
import { featuredQuery } from '@/features/catalog/lib/home-queries';
import { createApiRuntime } from '@/lib/api';
import { createQueryClient } from '@/lib/query-client';
import { createRouteLoaders } from './route-loaders';

const ITEM_ID = '6f1c1f0e-7a2b-4c3d-9e8f-0a1b2c3d4e5f';

function setup() {
  const fakeApi = createFakeApi({
    'GET /api/Category': { body: [] },
    'GET /api/service-items': { body: { Items: [], TotalCount: 0, Page: 1, Limit: 4 } },
  });
  const session = observeSession(createMemorySession(null));
  const { api } = createApiRuntime({ session, onSessionExpired: () => undefined, fetch: fakeApi.fetch });
  const queryClient: QueryClient = createQueryClient();
  return { fakeApi, api, queryClient, loaders: createRouteLoaders({ queryClient, api }) };
}

const argsFor = (url: string, params: Record<string, string> = {}) => ({
  searchParams: new URL(url).searchParams,
  params,
});

/** The calls a loader started, settled (prefetchQuery never rejects, so waiting is safe). */
const settled = (queryClient: QueryClient) =>
  Promise.all(
    queryClient
      .getQueryCache()
      .getAll()
      .map((query) => query.promise?.catch(() => undefined)),
  );

describe('route loaders (issue 18: data starts with the page chunk)', () => {
  it('/home starts its four queries without waiting for them', async () => {
    const { fakeApi, api, queryClient, loaders } = setup();
    loaders.home(argsFor('http://shop.test/home'));
    expect(queryClient.isFetching()).toBe(4);
    await settled(queryClient);
    const lists = fakeApi.callsTo('GET', '/api/service-items').map((call) => Object.fromEntries(call.query));
    expect(lists).toEqual([
      { Page: '1', Limit: '4', type: 'service', Sort: 'rating' },
      { Page: '1', Limit: '4', type: 'item', Sort: 'rating' },
    ]);
    expect(fakeApi.callsTo('GET', '/api/Category')).toHaveLength(1);
    expect(fakeApi.callsTo('GET', '/api/Provider/top-rated')[0]?.query.get('topN')).toBe('4');
    // Under the key the page reads, so the page finds the answer instead of asking again.
    const key = getServiceItemsQueryOptions(api, featuredQuery('service')).queryKey;
    expect(queryClient.getQueryData(key)).toMatchObject({ TotalCount: 0 });
  });

  it('/services asks for the page the URL names, and nothing again while it is fresh', async () => {
    const { fakeApi, queryClient, loaders } = setup();
    loaders.services(argsFor('http://shop.test/services?Search=repair&type=item&Page=3'));
    await settled(queryClient);
    const [call] = fakeApi.callsTo('GET', '/api/service-items');
    expect(Object.fromEntries(call?.query ?? [])).toMatchObject({ Search: 'repair', type: 'item', Page: '3' });
    loaders.services(argsFor('http://shop.test/services?Search=repair&type=item&Page=3'));
    expect(fakeApi.callsTo('GET', '/api/service-items')).toHaveLength(1);
  });

  it('an item page starts the listing and its first reviews; a failure is left to the page', async () => {
    const { fakeApi, queryClient, loaders } = setup();
    loaders.serviceItem(argsFor(`http://shop.test/services/${ITEM_ID}`, { serviceItemId: ITEM_ID }));
    await settled(queryClient);
    expect(fakeApi.callsTo('GET', `/api/service-items/${ITEM_ID}`)).toHaveLength(1);
    expect(fakeApi.calls.some((call) => call.pathname.startsWith('/api/Review/service-item/'))).toBe(true);
    // Both answered 404 here (no fake): recorded as the queries' errors, not thrown to the router.
    expect(
      queryClient
        .getQueryCache()
        .getAll()
        .every((query) => query.state.status === 'error'),
    ).toBe(true);
  });

  it("an item page's reviews are the page its URL names (the pager's links, issue 32)", async () => {
    const { fakeApi, queryClient, loaders } = setup();
    loaders.serviceItem(argsFor(`http://shop.test/services/${ITEM_ID}?ReviewsPage=3`, { serviceItemId: ITEM_ID }));
    await settled(queryClient);
    const [call] = fakeApi.callsTo('GET', `/api/Review/service-item/${ITEM_ID}`);
    expect(call?.query.get('page')).toBe('3');
  });
});
