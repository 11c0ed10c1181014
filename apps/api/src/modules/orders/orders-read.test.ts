import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartItems, orderItems, orders } from '../../db/schema/index';
import { call } from '../../../test/account-helpers';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { userWithToken } from '../service-items/testing';
import {
  customerWithCart,
  markPaid,
  orderMarketplace,
  placeOrder,
  type CartCustomer,
  type OrderMarketplace,
} from './testing';

describe('reading orders', () => {
  let t: TestApp;
  let m: OrderMarketplace;
  let customer: CartCustomer;
  const ids: Record<string, string> = {};
  const get = (url: string, headers: Record<string, string>) => call(t.app, { method: 'GET', url, headers });

  beforeAll(async () => {
    t = await createTestApp();
    m = await orderMarketplace(t.app);
    // Three orders of one customer, a day apart: paid with both providers, paid pipes only, unpaid lamp.
    customer = await customerWithCart(t.app, [{ serviceItemId: m.service.id }, { serviceItemId: m.lamp.id }]);
    ids.both = await placeOrder(t.app, customer);
    await customerWithCartAgain([{ serviceItemId: m.tap.id, quantity: 2 }]);
    ids.pipes = await placeOrder(t.app, customer);
    await customerWithCartAgain([{ serviceItemId: m.lamp.id }]);
    ids.unpaid = await placeOrder(t.app, customer);
    await markPaid(t.app, ids.both);
    await markPaid(t.app, ids.pipes);
    const day = 24 * 60 * 60 * 1000;
    for (const [key, age] of [
      ['both', 3],
      ['pipes', 2],
      ['unpaid', 1],
    ] as const) {
      await t.app.db
        .update(orders)
        .set({ createdAt: new Date(Date.now() - age * day) })
        .where(eq(orders.id, ids[key]!));
    }
    await t.app.db.update(orderItems).set({ status: 'Completed' }).where(eq(orderItems.orderId, ids.pipes!));
    await t.app.db.update(orders).set({ status: 'Completed' }).where(eq(orders.id, ids.pipes!));
  });
  afterAll(() => t.close());

  async function customerWithCartAgain(lines: { serviceItemId: string; quantity?: number }[]) {
    await t.app.db.insert(cartItems).values(lines.map((line) => ({ cartId: customer.cartId, quantity: 1, ...line })));
  }

  it("lists the customer's orders newest first with counts, paging, status, sort and search", async () => {
    const url = `/api/Order/customer/${customer.user.id}`;
    const all = (await get(url, customer.headers)).json();
    expect(all.Orders.map((order: { OrderId: string }) => order.OrderId)).toEqual([ids.unpaid, ids.pipes, ids.both]);
    expect(all).toMatchObject({
      Page: 1,
      PageSize: 10,
      TotalOrders: 3,
      TotalPages: 1,
      ActiveOrders: 2,
      CompletedOrders: 1,
    });

    const oldest = (await get(`${url}?sortBy=oldest&pageSize=2`, customer.headers)).json();
    expect(oldest.Orders.map((order: { OrderId: string }) => order.OrderId)).toEqual([ids.both, ids.pipes]);
    expect(oldest).toMatchObject({ TotalOrders: 3, TotalPages: 2, PageSize: 2 });
    const page2 = (await get(`${url}?sort=oldest&pageSize=2&page=2`, customer.headers)).json();
    expect(page2.Orders.map((order: { OrderId: string }) => order.OrderId)).toEqual([ids.unpaid]);

    const completed = (await get(`${url}?status=Completed`, customer.headers)).json();
    expect(completed.Orders.map((order: { OrderId: string }) => order.OrderId)).toEqual([ids.pipes]);
    expect(completed).toMatchObject({ TotalOrders: 1, ActiveOrders: 2, CompletedOrders: 1 });
    expect((await get(`${url}?status=all`, customer.headers)).json().TotalOrders).toBe(3);

    const byName = (await get(`${url}?search=desk%20LAMP`, customer.headers)).json();
    expect(byName.Orders.map((order: { OrderId: string }) => order.OrderId)).toEqual([ids.unpaid, ids.both]);
    const byNumber = (await get(`${url}?search=%23${ids.pipes!.slice(0, 8).toUpperCase()}`, customer.headers)).json();
    expect(byNumber.Orders.map((order: { OrderId: string }) => order.OrderId)).toEqual([ids.pipes]);
    const literal = (await get(`${url}?search=%25`, customer.headers)).json();
    expect(literal.TotalOrders).toBe(0);

    expect((await get(`${url}?status=Shipped`, customer.headers)).statusCode).toBe(400);
    expect((await get(`${url}?pageSize=500`, customer.headers)).statusCode).toBe(400);
  });

  it('answers the stats cards: counts and what was spent after refunds', async () => {
    const stats = (await get(`/api/Order/customer/${customer.user.id}/stats`, customer.headers)).json();
    // Paid: 2 lines (1.98) + 1 line (0.99) = 2.97 BHD.
    expect(stats).toEqual({
      TotalOrders: 3,
      ActiveOrders: 2,
      CompletedOrders: 1,
      CancelledOrders: 0,
      TotalSpent: 2.97,
    });
  });

  it('keeps orders to their customer and admins; a provider sees only its items of paid orders', async () => {
    const stranger = await userWithToken(t.app, 'customer');
    expect((await get(`/api/Order/customer/${customer.user.id}`, stranger.headers)).statusCode).toBe(403);
    expect((await get(`/api/Order/customer/${customer.user.id}/stats`, stranger.headers)).statusCode).toBe(403);
    expect((await get(`/api/Order/${ids.both}`, stranger.headers)).statusCode).toBe(404);
    expect((await get(`/api/Order/customer/${customer.user.id}`, m.admin.headers)).json().TotalOrders).toBe(3);
    expect((await get(`/api/Order/${ids.both}`, m.admin.headers)).json().OrderItems).toHaveLength(2);

    const asLights = (await get(`/api/Order/${ids.both}`, m.lights.headers)).json();
    expect(asLights.OrderItems.map((item: { Name: string }) => item.Name)).toEqual(['Desk lamp']);
    expect((await get(`/api/Order/${ids.unpaid}`, m.lights.headers)).statusCode).toBe(404);
    expect((await get(`/api/Order/${ids.pipes}`, m.lights.headers)).statusCode).toBe(404);
    expect((await call(t.app, { method: 'GET', url: `/api/Order/${ids.both}` })).statusCode).toBe(401);
  });

  it("lists a provider's paid orders with only its items and its own counts", async () => {
    const pipes = (await get(`/api/Order/provider/user/${m.pipes.user.id}`, m.pipes.headers)).json();
    expect(pipes.Orders.map((order: { OrderId: string }) => order.OrderId)).toEqual([ids.pipes, ids.both]);
    expect(pipes.Orders[1].OrderItems.map((item: { Name: string }) => item.Name)).toEqual(['Leak repair']);
    expect(pipes.Orders[0].Status).toBe('Completed');
    expect(pipes).toMatchObject({ TotalOrders: 2, ActiveOrders: 1, CompletedOrders: 1 });

    const lights = (await get(`/api/Order/provider/user/${m.lights.user.id}`, m.lights.headers)).json();
    expect(lights.Orders.map((order: { OrderId: string }) => order.OrderId)).toEqual([ids.both]);
    expect(lights.Orders[0]).toMatchObject({
      Status: 'Pending',
      OrderItems: [expect.objectContaining({ Name: 'Desk lamp' })],
    });

    const completedOnly = (
      await get(`/api/Order/provider/user/${m.pipes.user.id}?status=Completed`, m.pipes.headers)
    ).json();
    expect(completedOnly.Orders.map((order: { OrderId: string }) => order.OrderId)).toEqual([ids.pipes]);

    expect((await get(`/api/Order/provider/user/${m.pipes.user.id}`, m.lights.headers)).statusCode).toBe(403);
    expect((await get(`/api/Order/provider/user/${m.pipes.user.id}`, customer.headers)).statusCode).toBe(403);
    expect((await get(`/api/Order/provider/user/${m.pipes.user.id}`, m.admin.headers)).json().TotalOrders).toBe(2);
  });
});
