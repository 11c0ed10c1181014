import type { AdminTopProviderList, MostSoldItemList, YearlyRevenue } from '@marketplace/contract';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { buildDashboardFixture, FIXTURE_NOW } from './testing';

const zeroMonth = (Month: number) => ({ Month, Revenue: 0, OrderCount: 0, Commission: 0 });

describe('admin dashboard on a hand-made data set', () => {
  let t: TestApp;
  let fixture: Awaited<ReturnType<typeof buildDashboardFixture>>;
  beforeAll(async () => {
    // Only Date is faked: "this month" is March 2026 in Bahrain, and tokens are signed and checked then.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(FIXTURE_NOW);
    t = await createTestApp();
    fixture = await buildDashboardFixture(t.app);
  });
  afterAll(async () => {
    await t?.close();
    vi.useRealTimers();
  });
  const get = (url: string, token: string | undefined = fixture.tokens.admin) =>
    t.app.inject({ method: 'GET', url, headers: token ? { authorization: `Bearer ${token}` } : {} });

  it('answers the overall stats, each figure by its definition', async () => {
    const res = await get('/api/Admin/dashboard/stats');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      CurrentMonth: '2026-03',
      TotalCustomers: 4,
      ActiveCustomers: 3,
      NewCustomersThisMonth: 2,
      TotalProviders: 5,
      ActiveProviders: 2,
      PendingProviders: 1,
      RejectedProviders: 1,
      InactiveProviders: 1,
      TotalServiceItems: 4,
      ServiceListings: 2,
      ItemListings: 2,
      AvailableServiceItems: 3,
      TotalOrders: 6,
      ActiveOrders: 3,
      OrdersByStatus: { Pending: 1, Confirmed: 1, InProgress: 1, Completed: 2, Cancelled: 1 },
      // Payments 1.980 + 1.980 + 0.990 * 3, refunds 0.990 * 2; March: 1.980 + 0.990 - 0.990.
      TotalRevenue: 4.95,
      RevenueThisMonth: 1.98,
      CommissionEarned: 0.27,
      CommissionThisMonth: 0.18,
      PendingPayouts: 2,
      PendingPayoutsAmount: 2.43,
      NewInquiries: 2,
    });
  });

  it('ranks listings by quantity sold in paid lines that are not cancelled, ties by name', async () => {
    const res = await get('/api/Admin/most-sold-items');
    expect(res.statusCode).toBe(200);
    const { waterPump, airFilter, deepCleaning, gardenCare, alpha } = fixture.ids;
    const list = res.json() as MostSoldItemList;
    expect(list[0]).toEqual({
      ServiceItemId: waterPump.id,
      Name: 'Water pump',
      Type: 'item',
      ProviderId: alpha.id,
      BusinessName: 'Alpha',
      OrderCount: 2,
      TotalQuantity: 5,
      Revenue: 1.8,
    });
    expect(list.map((item) => [item.ServiceItemId, item.TotalQuantity, item.Revenue])).toEqual([
      [waterPump.id, 5, 1.8],
      [airFilter.id, 1, 0.9],
      [deepCleaning.id, 1, 0.9],
      [gardenCare.id, 1, 0.9],
    ]);
    const top2 = (await get('/api/Admin/most-sold-items?topN=2')).json() as MostSoldItemList;
    expect(top2.map((item) => item.Name)).toEqual(['Water pump', 'Air filter']);
  });

  it('ranks providers by sales revenue or by average rating', async () => {
    const byRevenue = (await get('/api/Admin/top-providers')).json() as AdminTopProviderList;
    expect(byRevenue.map((p) => p.BusinessName)).toEqual(['Alpha', 'Gamma', 'Beta', 'Delta', 'Echo']);
    expect(byRevenue[0]).toEqual({
      ProviderId: fixture.ids.alpha.id,
      BusinessName: 'Alpha',
      PrimaryLocation: '',
      AccState: 'active',
      ImageUrl: '',
      AverageRating: 4.5,
      ReviewCount: 2,
      OrderCount: 3,
      TotalQuantity: 6,
      Revenue: 2.7,
    });
    expect(byRevenue[4]).toMatchObject({ AccState: 'inactive', AverageRating: null, Revenue: 0, OrderCount: 0 });
    const byRating = (await get('/api/Admin/top-providers?by=rating&topN=3')).json() as AdminTopProviderList;
    expect(byRating.map((p) => [p.BusinessName, p.AverageRating, p.ReviewCount])).toEqual([
      ['Gamma', 5, 1],
      ['Alpha', 4.5, 2],
      ['Beta', null, 0],
    ]);
  });

  it('answers twelve Bahrain months of a year, zeros included', async () => {
    const res = await get('/api/Admin/revenue/2026');
    expect(res.statusCode).toBe(200);
    const year = res.json() as YearlyRevenue;
    expect(year).toEqual({
      Year: 2026,
      TotalRevenue: 4.95,
      OrderCount: 5,
      Commission: 0.27,
      Months: [
        // O5's payment, and O6's paid at 01:00 on 1 January in Bahrain (22:00 UTC on 31 December).
        { Month: 1, Revenue: 1.98, OrderCount: 2, Commission: 0.09 },
        // O2's payment less the refund of its cancelled line (booked in February, completed later).
        { Month: 2, Revenue: 0.99, OrderCount: 1, Commission: 0 },
        { Month: 3, Revenue: 1.98, OrderCount: 2, Commission: 0.18 },
        ...[4, 5, 6, 7, 8, 9, 10, 11, 12].map(zeroMonth),
      ],
    });
    const empty = (await get('/api/Admin/revenue/2025')).json() as YearlyRevenue;
    expect(empty).toEqual({
      Year: 2025,
      TotalRevenue: 0,
      OrderCount: 0,
      Commission: 0,
      Months: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12].map(zeroMonth),
    });
  });

  const ROUTES = [
    '/api/Admin/dashboard/stats',
    '/api/Admin/most-sold-items',
    '/api/Admin/top-providers',
    '/api/Admin/revenue/2026',
  ];

  it('is for admins and super admins only', async () => {
    for (const url of ROUTES) {
      expect((await get(url, fixture.tokens.admin)).statusCode, url).toBe(200);
      expect((await get(url, fixture.tokens.superAdmin)).statusCode, url).toBe(200);
      expect((await get(url, fixture.tokens.customer)).statusCode, url).toBe(403);
      expect((await get(url, fixture.tokens.provider)).statusCode, url).toBe(403);
      expect((await get(url, '')).statusCode, url).toBe(401);
    }
  });

  it('refuses a topN outside 1-50, an unknown ranking and a year outside 2000-9999 with 400', async () => {
    for (const query of ['topN=0', 'topN=51', 'topN=abc', 'topN=2.5']) {
      expect((await get(`/api/Admin/most-sold-items?${query}`)).statusCode, query).toBe(400);
      expect((await get(`/api/Admin/top-providers?${query}`)).statusCode, query).toBe(400);
    }
    expect((await get('/api/Admin/most-sold-items?topN=50')).statusCode).toBe(200);
    expect((await get('/api/Admin/top-providers?by=popularity')).statusCode).toBe(400);
    for (const year of ['1999', '10000', 'abc', '2026.5']) {
      const res = await get(`/api/Admin/revenue/${year}`);
      expect(res.statusCode, year).toBe(400);
      expect(res.json()).toHaveProperty('Message');
    }
  });
});
