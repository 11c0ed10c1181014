import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOW, seededFixture, type SeededFixture } from '../../seed/testing';
import { AdminDashboardService } from './admin-dashboard.service';

// The dashboard on the demo marketplace, checked against figures computed here in plain
// JavaScript from the seeded rows (not with the SQL the dashboard runs, nor its rollups).

const HOUR = 3600 * 1000;
/** NOW is 15 March 2026; the Bahrain month began at 00:00 on 1 March, UTC+3. */
const MARCH_START = new Date('2026-02-28T21:00:00.000Z').getTime();
const bahrain = (at: Date) => new Date(at.getTime() + 3 * HOUR);
const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
const bhd = (fils: number) => fils / 1000;
const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

describe('admin dashboard on the demo seed', () => {
  let fixture: SeededFixture;
  let service: AdminDashboardService;
  beforeAll(async () => {
    fixture = await seededFixture();
    service = new AdminDashboardService(fixture.testDb.db, () => NOW);
  }, 120_000);
  afterAll(() => fixture?.close());

  const completed = (type: string) =>
    fixture.data.transactions.filter((row) => row.type === type && row.status === 'completed');
  const paidOrders = () =>
    new Set(fixture.data.orders.filter((order) => order.isPaymentSuccess).map((order) => order.id));
  const soldLines = () => {
    const paid = paidOrders();
    return fixture.data.orderItems.filter((line) => paid.has(line.orderId) && line.status !== 'Cancelled');
  };

  it('has the data the figures need (a meaningful check)', () => {
    expect(completed('payment').length).toBeGreaterThan(10);
    expect(completed('refund').length).toBeGreaterThan(0);
    expect(completed('earning').length).toBeGreaterThan(0);
    expect(soldLines().length).toBeGreaterThan(10);
    expect(fixture.data.reviews.length).toBeGreaterThan(0);
  });

  it('matches the overall stats', async () => {
    const { users, providers, items, orders, transactions, inquiries } = fixture.data;
    const customers = users.filter((user) => user.role === 'customer' && !user.isDeleted);
    const providersIn = (state: string) => providers.filter((provider) => provider.accState === state).length;
    const listings = items.filter((item) => item.availability !== 'discontinued');
    const ordersIn = (status: string) => orders.filter((order) => order.status === status).length;
    const money = (type: string, since = 0) =>
      sum(
        completed(type)
          .filter((row) => row.createdAt.getTime() >= since)
          .map((row) => row.amountFils),
      );
    const fees = (since = 0) =>
      sum(
        completed('earning')
          .filter((row) => row.createdAt.getTime() >= since)
          .map((row) => row.feeFils),
      );
    const pendingPayouts = transactions.filter((row) => row.type === 'payout' && row.status === 'pending');

    expect(await service.stats()).toEqual({
      CurrentMonth: '2026-03',
      TotalCustomers: customers.length,
      ActiveCustomers: customers.filter((user) => user.isActive).length,
      NewCustomersThisMonth: customers.filter((user) => user.createdAt.getTime() >= MARCH_START).length,
      TotalProviders: providers.length,
      ActiveProviders: providersIn('active'),
      PendingProviders: providersIn('pending'),
      RejectedProviders: providersIn('rejected'),
      InactiveProviders: providersIn('inactive'),
      TotalServiceItems: listings.length,
      ServiceListings: listings.filter((item) => item.type === 'service').length,
      ItemListings: listings.filter((item) => item.type === 'item').length,
      AvailableServiceItems: items.filter((item) => item.availability === 'available').length,
      TotalOrders: orders.length,
      ActiveOrders: ordersIn('Pending') + ordersIn('Confirmed') + ordersIn('InProgress'),
      OrdersByStatus: {
        Pending: ordersIn('Pending'),
        Confirmed: ordersIn('Confirmed'),
        InProgress: ordersIn('InProgress'),
        Completed: ordersIn('Completed'),
        Cancelled: ordersIn('Cancelled'),
      },
      TotalRevenue: bhd(money('payment') - money('refund')),
      RevenueThisMonth: bhd(money('payment', MARCH_START) - money('refund', MARCH_START)),
      CommissionEarned: bhd(fees()),
      CommissionThisMonth: bhd(fees(MARCH_START)),
      PendingPayouts: pendingPayouts.length,
      PendingPayoutsAmount: bhd(sum(pendingPayouts.map((row) => row.amountFils))),
      NewInquiries: inquiries.filter((inquiry) => inquiry.status === 'new').length,
    });
  });

  it('matches the most-sold items', async () => {
    const totals = new Map<string, { lines: number; quantity: number; fils: number }>();
    for (const line of soldLines()) {
      const total = totals.get(line.serviceItemId) ?? { lines: 0, quantity: 0, fils: 0 };
      totals.set(line.serviceItemId, {
        lines: total.lines + 1,
        quantity: total.quantity + line.quantity,
        fils: total.fils + line.unitPriceFils,
      });
    }
    const items = new Map(fixture.data.items.map((item) => [item.id, item]));
    const names = new Map(fixture.data.providers.map((provider) => [provider.id, provider.businessName]));
    const expected = [...totals.entries()]
      .map(([id, total]) => ({ item: items.get(id)!, ...total }))
      .sort(
        (a, b) =>
          b.quantity - a.quantity ||
          b.lines - a.lines ||
          b.fils - a.fils ||
          byText(a.item.name, b.item.name) ||
          byText(a.item.id, b.item.id),
      )
      .slice(0, 10)
      .map(({ item, lines, quantity, fils }) => ({
        ServiceItemId: item.id,
        Name: item.name,
        Type: item.type,
        ProviderId: item.providerId,
        BusinessName: names.get(item.providerId),
        OrderCount: lines,
        TotalQuantity: quantity,
        Revenue: bhd(fils),
      }));
    expect(await service.mostSold(10)).toEqual(expected);
  });

  it('matches the top providers by revenue and by rating', async () => {
    const { providers, reviews, users } = fixture.data;
    const images = new Map(users.map((user) => [user.id, user.imageUrl ?? '']));
    const rows = providers.map((provider) => {
      const lines = soldLines().filter((line) => line.providerId === provider.id);
      const ratings = reviews.filter((review) => review.providerId === provider.id).map((review) => review.rating);
      return {
        ProviderId: provider.id,
        BusinessName: provider.businessName,
        PrimaryLocation: provider.primaryLocation,
        AccState: provider.accState,
        ImageUrl: images.get(provider.userId),
        // round(avg, 2) in integers: half away from zero, as PostgreSQL's numeric round.
        AverageRating: ratings.length ? Math.round((sum(ratings) * 100) / ratings.length) / 100 : null,
        ReviewCount: ratings.length,
        OrderCount: lines.length,
        TotalQuantity: sum(lines.map((line) => line.quantity)),
        Revenue: bhd(sum(lines.map((line) => line.unitPriceFils))),
      };
    });
    const rating = (row: (typeof rows)[number]) => row.AverageRating ?? -1;
    const byRevenue = [...rows].sort(
      (a, b) =>
        b.Revenue - a.Revenue ||
        b.OrderCount - a.OrderCount ||
        rating(b) - rating(a) ||
        byText(a.BusinessName, b.BusinessName) ||
        byText(a.ProviderId, b.ProviderId),
    );
    const byRating = [...rows].sort(
      (a, b) =>
        rating(b) - rating(a) ||
        b.ReviewCount - a.ReviewCount ||
        b.Revenue - a.Revenue ||
        byText(a.BusinessName, b.BusinessName) ||
        byText(a.ProviderId, b.ProviderId),
    );
    expect(await service.topProviders(8, 'revenue')).toEqual(byRevenue.slice(0, 8));
    expect(await service.topProviders(8, 'rating')).toEqual(byRating.slice(0, 8));
  });

  it('matches the monthly revenue of each year the seed covers', async () => {
    for (const year of [2024, 2025, 2026]) {
      const inMonth = (type: string, month: number) =>
        completed(type).filter((row) => {
          const local = bahrain(row.createdAt);
          return local.getUTCFullYear() === year && local.getUTCMonth() + 1 === month;
        });
      const months = Array.from({ length: 12 }, (_, index) => {
        const month = index + 1;
        const fils = (type: string) => sum(inMonth(type, month).map((row) => row.amountFils));
        return {
          Month: month,
          Revenue: bhd(fils('payment') - fils('refund')),
          OrderCount: inMonth('payment', month).length,
          Commission: bhd(sum(inMonth('earning', month).map((row) => row.feeFils))),
        };
      });
      const revenue = await service.yearlyRevenue(year);
      expect(revenue.Months).toEqual(months);
      expect(revenue.OrderCount).toBe(sum(months.map((month) => month.OrderCount)));
      expect(Math.round(revenue.TotalRevenue * 1000)).toBe(Math.round(sum(months.map((m) => m.Revenue)) * 1000));
    }
  });
});
