import type { Api } from '@marketplace/client';
import { computeOrderPricing, type OrderItem, type OrderStatusChange } from '@marketplace/contract';
import type { RaRecord } from 'react-admin';
import { beforeAll, describe, expect, it } from 'vitest';
import { withRealApi } from '@/testing/real-api';
import { failure, providerPortal, type ProviderPortal } from '@/testing/real-api-portals';

// The provider's orders against the real API on the demo marketplace, signed in as the demo
// provider the way the app is (a session, the current provider read from it).

const list = {
  pagination: { page: 1, perPage: 100 },
  sort: { field: 'CreatedAt', order: 'DESC' as const },
  filter: {},
};

describe("the provider's orders against the real API", () => {
  const server = withRealApi();
  let admin: Api;
  let provider: ProviderPortal;
  beforeAll(async () => {
    admin = await server.real.clientFor('admin@marketplace.test');
    provider = await providerPortal(server.real, 'provider@marketplace.test');
  }, 30_000);

  const items = (order: RaRecord) => order.OrderItems as OrderItem[];

  it("lists paid orders with only the provider's own items, its share and what waits", async () => {
    const { data, total } = await provider.dataProvider.getList('orders', list);
    expect(total).toBeGreaterThan(0);
    for (const order of data) {
      expect(order.id).toBe(order.OrderId);
      expect(order.IsPaymentSuccess).toBe(true);
      expect(items(order).length).toBeGreaterThan(0);
      expect(items(order).every((item) => item.ProviderId === provider.current.providerId)).toBe(true);
      const open = items(order).filter((item) => item.Status !== 'Cancelled');
      expect(order.ShareTotal).toBeCloseTo(
        open.reduce((sum, item) => sum + item.UnitPrice, 0),
        3,
      );
    }
    const pending = await provider.dataProvider.getList('orders', { ...list, filter: { Status: 'Pending' } });
    expect(pending.data.every((order) => items(order).some((item) => item.Status === 'Pending'))).toBe(true);
    expect(pending.data.every((order) => (order.ToConfirm as number) > 0)).toBe(true);
    const number = String(data[0]!.id).slice(0, 8);
    const found = await provider.dataProvider.getList('orders', { ...list, filter: { q: `#${number}` } });
    expect(found.data.map((order) => order.id)).toContain(data[0]!.id);
    // A picked day covers that whole Bahrain day (UTC+3); a day before any order finds none.
    const day = new Date(Date.parse(String(data[0]!.CreatedAt)) + 3 * 3600_000).toISOString().slice(0, 10);
    const thatDay = await provider.dataProvider.getList('orders', { ...list, filter: { from: day, to: day } });
    expect(thatDay.data.map((order) => order.id)).toContain(data[0]!.id);
    const before = await provider.dataProvider.getList('orders', { ...list, filter: { to: '2000-01-01' } });
    expect(before.total).toBe(0);
  });

  it("reads one of its orders, and another provider's order is not found", async () => {
    const { data } = await provider.dataProvider.getList('orders', { ...list, pagination: { page: 1, perPage: 1 } });
    const { data: one } = await provider.dataProvider.getOne('orders', { id: data[0]!.id });
    expect(one.id).toBe(data[0]!.id);
    expect(items(one).every((item) => item.ProviderId === provider.current.providerId)).toBe(true);
    // A paid order carries the customer to get in touch with.
    expect(one.Customer).toMatchObject({ Name: expect.any(String), Email: expect.stringContaining('@') });
    // With the history of the provider's own items only, from their creation on.
    const history = one.StatusHistory as OrderStatusChange[];
    const own = new Set(items(one).map((item) => item.OrderItemId));
    expect(history.length).toBeGreaterThanOrEqual(own.size);
    expect(history.every((change) => change.OrderItemId !== null && own.has(change.OrderItemId))).toBe(true);

    const others = await admin.admin.orders({ pageSize: 100 });
    const stranger = others.Items.find(
      (order) => order.IsPaymentSuccess && !order.ProviderNames.includes(provider.current.business.businessName),
    );
    expect(stranger).toBeDefined();
    expect(await failure(provider.dataProvider.getOne('orders', { id: stranger!.OrderId }))).toMatchObject({
      status: 404,
    });
  });

  it('moves an item Pending -> Confirmed -> InProgress -> Completed, refuses a step back with the API message', async () => {
    const { data } = await provider.dataProvider.getList('orders', { ...list, filter: { Status: 'Pending' } });
    const order = data[0]!;
    const item = items(order).find((candidate) => candidate.Status === 'Pending')!;
    const step = async (Action: string) => {
      const { data: after } = await provider.dataProvider.update('orders', {
        id: order.id,
        data: { Action, OrderItemId: item.OrderItemId },
        previousData: order,
      });
      return items(after).find((candidate) => candidate.OrderItemId === item.OrderItemId)!.Status;
    };
    expect(await step('confirm')).toBe('Confirmed');
    expect(await step('start')).toBe('InProgress');
    expect(await step('complete')).toBe('Completed');
    const refused = await failure(step('cancel'));
    expect(refused.status).toBe(409);
    expect(refused.message).toMatch(/completed/i);
  });

  it("cancels a pending item and the customer gets back that line's price (the share the screen shows)", async () => {
    const { data } = await provider.dataProvider.getList('orders', { ...list, filter: { Status: 'Pending' } });
    const order = data.find((candidate) => items(candidate).some((item) => item.Status === 'Pending'))!;
    const item = items(order).find((candidate) => candidate.Status === 'Pending')!;
    const { data: after } = await provider.dataProvider.update('orders', {
      id: order.id,
      data: { Action: 'cancel', OrderItemId: item.OrderItemId, Reason: 'Fully booked that week' },
      previousData: order,
    });
    expect(items(after).find((candidate) => candidate.OrderItemId === item.OrderItemId)!.Status).toBe('Cancelled');
    // The reason is kept: the history the screen shows next carries it.
    expect((after.StatusHistory as OrderStatusChange[]).at(-1)).toMatchObject({
      OrderItemId: item.OrderItemId,
      ToStatus: 'Cancelled',
      Reason: 'Fully booked that week',
    });
    const detail = await admin.admin.order(String(order.id));
    const refunds = detail.Payments.filter((payment) => payment.Type === 'refund');
    expect(refunds.at(-1)!.Amount).toBe(computeOrderPricing(1).Total);
  });
});
