import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServiceItemList } from '@marketplace/contract';
import { call } from '../../../test/account-helpers';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { statsFixtures } from '../providers/testing';
import { addCategory, addListing, providerWithToken, userWithToken } from './testing';

// The catalog's Sort parameter: each order, the default, and pages that stay stable when the
// sort key ties (the same price, the same creation time).

let t: TestApp;

const base = Date.parse('2026-02-01T00:00:00Z');
const at = (minutes: number) => new Date(base + minutes * 60_000);

async function setup(app: TestApp['app']) {
  const provider = await providerWithToken(app, 'active', 'Sorted Co');
  const category = await addCategory(app, 'Sorting');
  const customer = await userWithToken(app, 'customer');
  const add = (name: string, priceFils: number, minutes: number) =>
    addListing(app, {
      providerId: provider.provider.id,
      categoryId: category.id,
      name,
      priceFils,
      createdAt: at(minutes),
    });
  const cheapOld = await add('Cheap old', 2000, 1);
  const cheapNew = await add('Cheap new', 2000, 5);
  const middle = await add('Middle', 5000, 3);
  const dear = await add('Dear', 9000, 2);
  const unrated = await add('Unrated newest', 4000, 6);
  const fixtures = statsFixtures(app, customer.user.id, category.id);
  const review = (id: string, rating: number) => fixtures.sale(provider.provider.id, id, 'Completed', rating);
  // Dear: 5.00 from one review; Middle and Cheap old both 4.50, Middle from more reviews.
  await review(dear.id, 5);
  for (const rating of [4, 5, 4, 5]) await review(middle.id, rating);
  for (const rating of [4, 5]) await review(cheapOld.id, rating);
  await review(cheapNew.id, 1);
  return { category, names: { cheapOld, cheapNew, middle, dear, unrated }, provider, add };
}

let ctx: Awaited<ReturnType<typeof setup>>;

const names = async (query: string) => {
  const res = await call(t.app, { method: 'GET', url: `/api/service-items?CategoryId=${ctx.category.id}${query}` });
  expect(res.statusCode, query).toBe(200);
  return (res.json() as ServiceItemList).Items.map((item) => item.Name);
};

beforeAll(async () => {
  t = await createTestApp();
  ctx = await setup(t.app);
});
afterAll(async () => t?.close());

describe('GET /api/service-items?Sort=', () => {
  it('shows the newest first by default, for Sort=newest, and for relevance without a search', async () => {
    const newest = ['Unrated newest', 'Cheap new', 'Middle', 'Dear', 'Cheap old'];
    expect(await names('')).toEqual(newest);
    expect(await names('&Sort=newest')).toEqual(newest);
    expect(await names('&Sort=relevance')).toEqual(newest);
  });

  it('sorts by reference price either way, equal prices newest first', async () => {
    expect(await names('&Sort=price-asc')).toEqual(['Cheap new', 'Cheap old', 'Unrated newest', 'Middle', 'Dear']);
    expect(await names('&Sort=price-desc')).toEqual(['Dear', 'Middle', 'Unrated newest', 'Cheap new', 'Cheap old']);
  });

  it('sorts by average rating, more reviews first on equal averages, unrated last', async () => {
    expect(await names('&Sort=rating')).toEqual(['Dear', 'Middle', 'Cheap old', 'Cheap new', 'Unrated newest']);
  });

  it('keeps filters and search when sorting', async () => {
    expect(await names('&Sort=price-desc&PriceRange=1-5')).toEqual([
      'Middle',
      'Unrated newest',
      'Cheap new',
      'Cheap old',
    ]);
    expect(await names('&Sort=price-asc&Search=cheap')).toEqual(['Cheap new', 'Cheap old']);
  });

  it('refuses an unknown sort with 400 naming the field', async () => {
    const res = await call(t.app, { method: 'GET', url: '/api/service-items?Sort=cheapest' });
    expect(res.statusCode).toBe(400);
    expect(res.json().Message).toContain('Sort');
  });

  // Last: it adds listings that all tie on price, creation time and rating (none).
  it('pages through fully tied listings without repeating or skipping one', async () => {
    const other = await addCategory(t.app, 'Ties');
    const ids: string[] = [];
    for (let i = 0; i < 7; i++) {
      const row = await addListing(t.app, {
        providerId: ctx.provider.provider.id,
        categoryId: other.id,
        name: `Tie ${i}`,
        priceFils: 3000,
        createdAt: at(10),
      });
      ids.push(row.id);
    }
    for (const sort of ['price-asc', 'price-desc', 'rating', 'newest']) {
      const seen: string[] = [];
      for (let page = 1; page <= 4; page++) {
        const url = `/api/service-items?CategoryId=${other.id}&Sort=${sort}&Limit=2&Page=${page}`;
        const res = await call(t.app, { method: 'GET', url });
        seen.push(...(res.json() as ServiceItemList).Items.map((item) => item.ServiceItemId));
      }
      expect(seen, sort).toHaveLength(7);
      expect([...seen].sort(), sort).toEqual([...ids].sort());
      // Ties end on the id, descending.
      expect(seen, sort).toEqual([...ids].sort().reverse());
    }
  });
});
