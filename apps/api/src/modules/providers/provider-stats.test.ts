import { PROVIDER_ERRORS, type TopProviderList } from '@marketplace/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { statsFixtures } from './testing';
import { account, addProvider, providerTestApp, type Account } from './testing';

const UNKNOWN = '00000000-0000-4000-8000-000000000000';

describe('provider statistics and the top-rated list', () => {
  let ctx: Awaited<ReturnType<typeof providerTestApp>>;
  const ids: Record<string, string> = {};
  const users: Record<string, Account> = {};
  beforeAll(async () => {
    ctx = await providerTestApp();
    const f = statsFixtures(ctx.app, ctx.customer.userId, ctx.categoryId);
    const businesses = [
      ['p', 'Pearl Plumbing', 'active'],
      ['q', 'Qudaibiya Quickfix', 'active'],
      ['r', 'Riffa Repairs', 'active'],
      ['s', 'Seef Sparkle', 'active'],
      ['m', 'Manama Movers', 'active'],
      ['n', 'Nadia Nails', 'active'],
      ['x', 'Pending Perfect', 'pending'],
      ['y', 'Inactive Ideal', 'inactive'],
    ] as const;
    for (const [key, businessName, accState] of businesses) {
      users[key] = await account(ctx.app, `${key}@example.bh`, 'provider');
      ids[key] = await addProvider(ctx.app, users[key].userId, { businessName, accState });
    }
    // Provider P: 4 listings, 2 of them available; 6 order lines; ratings 5, 4, 4; earnings net 9.000 + 4.950.
    const p = ids.p!;
    const s1 = await f.listing(p, 'service');
    await f.listing(p, 'item');
    await f.listing(p, 'item', 'unavailable');
    await f.listing(p, 'service', 'discontinued');
    await f.sale(p, s1, 'Pending');
    await f.sale(p, s1, 'Confirmed');
    await f.sale(p, s1, 'InProgress', 4);
    await f.sale(p, s1, 'Completed', 5);
    await f.sale(p, s1, 'Completed', 4);
    await f.sale(p, s1, 'Cancelled');
    await f.money(p, 'earning', 'completed', 10_000, 9_000);
    await f.money(p, 'earning', 'completed', 5_500, 4_950);
    await f.money(p, 'earning', 'pending', 1_100, 1_000);
    await f.money(p, 'payout', 'completed', 3_000, 3_000);
    await f.money(p, 'payment', 'completed', 20_000, 20_000);
    // The ranking: Q 5.00 (1 review), S 4.50 (4), R 4.50 (2), P 4.33 (3), then M and N without reviews.
    const rate = async (key: string, ratings: number[]) => {
      const listing = await f.listing(ids[key]!, 'service');
      for (const rating of ratings) await f.sale(ids[key]!, listing, 'Completed', rating);
    };
    await rate('q', [5]);
    await rate('s', [5, 5, 4, 4]);
    await rate('r', [5, 4]);
    await rate('x', [5, 5]);
    await rate('y', [5, 5]);
    await f.money(ids.q!, 'earning', 'completed', 7_777, 7_777);
  });
  afterAll(() => ctx.t.close());
  const stats = (id: string, token?: string) => ctx.request('GET', `/api/Provider/${id}/stats`, token);
  const top = async (query = '') => {
    const res = await ctx.request('GET', `/api/Provider/top-rated${query}`);
    expect(res.statusCode).toBe(200);
    return res.json() as TopProviderList;
  };

  it('computes the figures of a provider from its own rows only', async () => {
    const res = await stats(ids.p!, users.p!.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      ProviderId: ids.p,
      TotalServiceItems: 4,
      AvailableServiceItems: 2,
      TotalOrderItems: 6,
      PendingOrderItems: 1,
      InProgressOrderItems: 1,
      CompletedOrderItems: 2,
      CancelledOrderItems: 1,
      TotalRevenue: 13.95,
      AverageRating: 4.33,
      ReviewCount: 3,
    });
  });

  it('answers zeros and a null rating for a provider without activity', async () => {
    const res = await stats(ids.n!, ctx.admin.token);
    expect(res.json()).toMatchObject({
      TotalServiceItems: 0,
      TotalOrderItems: 0,
      TotalRevenue: 0,
      AverageRating: null,
      ReviewCount: 0,
    });
  });

  it('shows the stats to the provider and admins only', async () => {
    expect((await stats(ids.p!, ctx.admin.token)).statusCode).toBe(200);
    const other = await stats(ids.p!, users.q!.token);
    expect(other.statusCode).toBe(403);
    expect(other.json().Message).toBe(PROVIDER_ERRORS.statsNotYours);
    expect((await stats(ids.p!, ctx.customer.token)).statusCode).toBe(403);
    expect((await stats(ids.p!)).statusCode).toBe(401);
    expect((await stats(UNKNOWN, ctx.admin.token)).statusCode).toBe(404);
    expect((await stats(UNKNOWN, users.q!.token)).statusCode).toBe(403);
  });

  it('ranks active providers by average rating, then review count, unrated last, 5 by default', async () => {
    const list = await top();
    expect(list.map((p) => p.BusinessName)).toEqual([
      'Qudaibiya Quickfix',
      'Seef Sparkle',
      'Riffa Repairs',
      'Pearl Plumbing',
      'Manama Movers',
    ]);
    expect(list[0]).toMatchObject({
      AverageRating: 5,
      ReviewCount: 1,
      CompletedOrderItems: 1,
      TotalRevenue: 7.777,
      ImageUrl: '',
    });
    expect(list[3]).toMatchObject({ AverageRating: 4.33, ReviewCount: 3, CompletedOrderItems: 2, TotalRevenue: 13.95 });
    expect(list[4]).toMatchObject({ AverageRating: null, ReviewCount: 0 });
  });

  it('takes topN from 1 to 50 and refuses anything else', async () => {
    expect((await top('?topN=2')).map((p) => p.ProviderId)).toEqual([ids.q, ids.s]);
    expect(await top('?topN=50')).toHaveLength(6);
    for (const bad of ['0', '51', 'many']) {
      const res = await ctx.request('GET', `/api/Provider/top-rated?topN=${bad}`);
      expect(res.statusCode, bad).toBe(400);
      expect(JSON.stringify(res.json().Errors), bad).toContain('topN');
    }
  });
});
