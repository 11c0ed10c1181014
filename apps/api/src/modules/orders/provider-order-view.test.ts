import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, users } from '../../db/schema/index';
import { call } from '../../../test/account-helpers';
import { createTestApp, type TestApp } from '../../../test/test-app';
import {
  customerWithCart,
  markPaid,
  orderMarketplace,
  placeOrder,
  type CartCustomer,
  type OrderMarketplace,
} from './testing';

// The provider's view of its orders (issue 16): the customer's contact once paid, only the
// provider's own items, and the list's filters for the back office.
describe("a provider's orders with the customer's contact", () => {
  let t: TestApp;
  let m: OrderMarketplace;
  let layla: CartCustomer;
  let omar: CartCustomer;
  const ids: Record<'both' | 'pipes' | 'unpaid', string> = { both: '', pipes: '', unpaid: '' };
  const day = 24 * 60 * 60 * 1000;
  const get = (url: string, headers: Record<string, string>) => call(t.app, { method: 'GET', url, headers });
  const idsOf = (body: { Orders: { OrderId: string }[] }) => body.Orders.map((order) => order.OrderId);
  const laylaContact = { Name: 'Layla Haddad', Email: 'layla@example.bh', PhoneNumber: '+97333001122' };

  beforeAll(async () => {
    t = await createTestApp();
    m = await orderMarketplace(t.app);
    layla = await customerWithCart(t.app, [{ serviceItemId: m.service.id }, { serviceItemId: m.lamp.id }]);
    await t.app.db
      .update(users)
      .set({ firstName: 'Layla', lastName: 'Haddad', email: 'layla@example.bh', phoneNumber: '+97333001122' })
      .where(eq(users.id, layla.user.id));
    ids.both = await placeOrder(t.app, layla);
    omar = await customerWithCart(t.app, [{ serviceItemId: m.tap.id }]);
    await t.app.db.update(users).set({ firstName: 'Omar', lastName: 'Saleh' }).where(eq(users.id, omar.user.id));
    ids.pipes = await placeOrder(t.app, omar);
    const later = await customerWithCart(t.app, [{ serviceItemId: m.service.id }]);
    ids.unpaid = await placeOrder(t.app, later);
    await markPaid(t.app, ids.both);
    await markPaid(t.app, ids.pipes);
    // both: 10 days ago, pipes: 2 days ago.
    await t.app.db
      .update(orders)
      .set({ createdAt: new Date(Date.now() - 10 * day) })
      .where(eq(orders.id, ids.both));
    await t.app.db
      .update(orders)
      .set({ createdAt: new Date(Date.now() - 2 * day) })
      .where(eq(orders.id, ids.pipes));
  });
  afterAll(() => t.close());

  it('gives the provider of a paid order its items only and the customer contact', async () => {
    const asLights = (await get(`/api/Order/${ids.both}`, m.lights.headers)).json();
    expect(asLights.OrderItems.map((item: { Name: string }) => item.Name)).toEqual(['Desk lamp']);
    expect(asLights.Customer).toEqual(laylaContact);
    const asPipes = (await get(`/api/Order/${ids.both}`, m.pipes.headers)).json();
    expect(asPipes.OrderItems.map((item: { Name: string }) => item.Name)).toEqual(['Leak repair']);
    expect(asPipes.Customer).toEqual(laylaContact);
  });

  it("refuses another provider's order and never hands out the contact before payment", async () => {
    expect((await get(`/api/Order/${ids.pipes}`, m.lights.headers)).statusCode).toBe(404);
    expect((await get(`/api/Order/${ids.unpaid}`, m.pipes.headers)).statusCode).toBe(404);
    expect((await get(`/api/Order/${ids.unpaid}`, m.admin.headers)).json()).toMatchObject({
      IsPaymentSuccess: false,
      Customer: null,
    });
    expect((await get(`/api/Admin/orders/${ids.unpaid}`, m.admin.headers)).json().Customer).toBeNull();
    const lights = (await get(`/api/Order/provider/user/${m.lights.user.id}`, m.lights.headers)).json();
    expect(idsOf(lights)).toEqual([ids.both]);
    expect(lights.Orders[0].OrderItems).toHaveLength(1);
  });

  it("leaves the customer's own view as it was, and gives admins the contact of a paid order", async () => {
    const own = (await get(`/api/Order/${ids.both}`, layla.headers)).json();
    expect(own.OrderItems).toHaveLength(2);
    expect(own.Customer).toBeNull();
    const listed = (await get(`/api/Order/customer/${layla.user.id}`, layla.headers)).json();
    expect(listed.Orders[0].Customer).toBeNull();
    expect((await get(`/api/Order/${ids.both}`, m.admin.headers)).json().Customer).toEqual(laylaContact);
    expect((await get(`/api/Admin/orders/${ids.both}`, m.admin.headers)).json().Customer).toEqual(laylaContact);
  });

  it("lists the provider's paid orders with the contact and answers item actions with it", async () => {
    const list = (await get(`/api/Order/provider/user/${m.pipes.user.id}`, m.pipes.headers)).json();
    expect(idsOf(list)).toEqual([ids.pipes, ids.both]);
    expect(list.Orders[1].Customer).toEqual(laylaContact);
    expect(list.Orders[0].Customer).toMatchObject({ Name: 'Omar Saleh', PhoneNumber: '' });

    const item = list.Orders[1].OrderItems[0].OrderItemId;
    const confirmed = await call(t.app, {
      method: 'PATCH',
      url: `/api/OrderItem/${item}/confirm`,
      headers: m.pipes.headers,
    });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toMatchObject({ Customer: laylaContact, OrderItems: [{ Status: 'Confirmed' }] });
  });

  it('filters by date range, status and customer name, with paging and sort', async () => {
    const url = `/api/Order/provider/user/${m.pipes.user.id}`;
    const iso = (daysAgo: number) => encodeURIComponent(new Date(Date.now() - daysAgo * day).toISOString());
    expect(idsOf((await get(`${url}?from=${iso(5)}`, m.pipes.headers)).json())).toEqual([ids.pipes]);
    expect(idsOf((await get(`${url}?to=${iso(5)}`, m.pipes.headers)).json())).toEqual([ids.both]);
    expect(idsOf((await get(`${url}?from=${iso(11)}&to=${iso(1)}`, m.pipes.headers)).json())).toHaveLength(2);
    expect(idsOf((await get(`${url}?search=layla%20HAD`, m.pipes.headers)).json())).toEqual([ids.both]);
    expect(idsOf((await get(`${url}?search=omar`, m.pipes.headers)).json())).toEqual([ids.pipes]);
    expect(idsOf((await get(`${url}?search=%23${ids.pipes.slice(0, 8)}`, m.pipes.headers)).json())).toEqual([
      ids.pipes,
    ]);
    // The lamp is Riffa Lights' item: its name finds nothing in Manama Pipes' list.
    expect((await get(`${url}?search=desk%20lamp`, m.pipes.headers)).json().TotalOrders).toBe(0);
    expect(idsOf((await get(`${url}?status=Confirmed`, m.pipes.headers)).json())).toEqual([ids.both]);

    const page2 = (await get(`${url}?sort=oldest&pageSize=1&page=2`, m.pipes.headers)).json();
    expect(idsOf(page2)).toEqual([ids.pipes]);
    expect(page2).toMatchObject({ Page: 2, PageSize: 1, TotalOrders: 2, TotalPages: 2 });

    expect((await get(`${url}?from=${iso(1)}&to=${iso(5)}`, m.pipes.headers)).statusCode).toBe(400);
    expect((await get(`${url}?from=yesterday`, m.pipes.headers)).statusCode).toBe(400);
  });
});
