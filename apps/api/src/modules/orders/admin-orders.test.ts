import { count, eq } from 'drizzle-orm';
import { AUDIT_MESSAGES, LOGIN_ERRORS, ORDER_ERRORS, type AdminOrderList } from '@marketplace/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartItems, orders, users } from '../../db/schema/index';
import { call } from '../../../test/account-helpers';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { userWithToken } from '../service-items/testing';
import {
  customerWithCart,
  itemAction,
  markPaid,
  orderMarketplace,
  placeOrder,
  setStock,
  type CartCustomer,
  type OrderMarketplace,
} from './testing';

const T0 = Date.UTC(2026, 0, 10, 9);
const minute = 60_000;
const at = (minutes: number) => new Date(T0 + minutes * minute).toISOString();

describe('every order, for admins', () => {
  let t: TestApp;
  let m: OrderMarketplace;
  let layla: CartCustomer;
  let omar: CartCustomer;
  let superAdmin: Awaited<ReturnType<typeof userWithToken>>;
  // a: Layla, service + lamp, paid. b: Layla, tap, unpaid. c: Omar, service, paid then cancelled by
  // an admin (refunded). d: Omar, lamp, paid and confirmed by its provider. A minute apart, a first.
  const ids: Record<'a' | 'b' | 'c' | 'd', string> = { a: '', b: '', c: '', d: '' };
  const get = (url: string, headers: Record<string, string> = {}) => call(t.app, { method: 'GET', url, headers });
  const list = async (query = '') => {
    const res = await get(`/api/Admin/orders${query}`, m.admin.headers);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<AdminOrderList>();
  };
  const idsOf = async (query: string) => (await list(query)).Items.map((item) => item.OrderId);

  async function customer(first: string, last: string, email: string, lines: { serviceItemId: string }[]) {
    const person = await customerWithCart(t.app, lines);
    await t.app.db.update(users).set({ firstName: first, lastName: last, email }).where(eq(users.id, person.user.id));
    return person;
  }
  async function orderAgain(person: CartCustomer, serviceItemId: string) {
    await t.app.db.insert(cartItems).values({ cartId: person.cartId, serviceItemId, quantity: 1 });
    return placeOrder(t.app, person);
  }

  beforeAll(async () => {
    t = await createTestApp();
    m = await orderMarketplace(t.app);
    await setStock(t.app, m.tap.id, 10);
    await setStock(t.app, m.lamp.id, 10);
    superAdmin = await userWithToken(t.app, 'superAdmin');
    layla = await customer('Layla', 'Al-Khalifa', 'layla.orders@example.bh', [
      { serviceItemId: m.service.id },
      { serviceItemId: m.lamp.id },
    ]);
    ids.a = await placeOrder(t.app, layla);
    await markPaid(t.app, ids.a);
    ids.b = await orderAgain(layla, m.tap.id);
    omar = await customer('Omar', 'Haddad', 'omar.orders@example.bh', [{ serviceItemId: m.service.id }]);
    await t.app.db.update(users).set({ phoneNumber: '+97333222222' }).where(eq(users.id, omar.user.id));
    ids.c = await placeOrder(t.app, omar);
    await markPaid(t.app, ids.c);
    const cancel = await call(t.app, { method: 'PATCH', url: `/api/Order/${ids.c}/cancel`, headers: m.admin.headers });
    expect(cancel.statusCode, cancel.body).toBe(200);
    ids.d = await orderAgain(omar, m.lamp.id);
    await markPaid(t.app, ids.d);
    const lampItem = (await get(`/api/Order/${ids.d}`, omar.headers)).json().OrderItems[0].OrderItemId;
    expect((await itemAction(t.app, m.lights.headers, lampItem, 'confirm')).statusCode).toBe(200);
    for (const [index, key] of (['a', 'b', 'c', 'd'] as const).entries()) {
      await t.app.db
        .update(orders)
        .set({ createdAt: new Date(at(index)) })
        .where(eq(orders.id, ids[key]));
    }
  });
  afterAll(() => t.close());

  it('is for admins and super admins only, the detail too', async () => {
    for (const url of ['/api/Admin/orders', `/api/Admin/orders/${ids.a}`]) {
      expect((await get(url)).statusCode).toBe(401);
      for (const headers of [layla.headers, m.pipes.headers]) {
        const res = await get(url, headers);
        expect(res.statusCode).toBe(403);
        expect(res.json().Message).toBe(LOGIN_ERRORS.forbidden);
      }
      expect((await get(url, m.admin.headers)).statusCode).toBe(200);
      expect((await get(url, superAdmin.headers)).statusCode).toBe(200);
    }
  });

  it('lists every order newest first with customer, money, payment, items and providers', async () => {
    const body = await list();
    expect(body.Items.map((item) => item.OrderId)).toEqual([ids.d, ids.c, ids.b, ids.a]);
    expect(body).toMatchObject({ Page: 1, PageSize: 10, TotalItems: 4, TotalPages: 1 });
    const [d, c, b, a] = body.Items;
    expect(a).toMatchObject({
      CreatedAt: at(0),
      Status: 'Pending',
      CustomerId: layla.user.id,
      CustomerName: 'Layla Al-Khalifa',
      CustomerEmail: 'layla.orders@example.bh',
      TotalPrice: 1.98,
      PaymentType: 'card',
      IsPaymentSuccess: true,
      CancelledAt: null,
      ItemCount: 2,
      ProviderNames: ['Manama Pipes', 'Riffa Lights'],
    });
    expect(a!.PaidAt).not.toBeNull();
    expect(b).toMatchObject({ IsPaymentSuccess: false, PaidAt: null, ItemCount: 1, ProviderNames: ['Manama Pipes'] });
    expect(c).toMatchObject({ Status: 'Cancelled', CustomerName: 'Omar Haddad' });
    expect(c!.CancelledAt).not.toBeNull();
    expect(d).toMatchObject({ Status: 'Confirmed', ProviderNames: ['Riffa Lights'] });
  });

  it("filters by the order's status, customer, provider and dates", async () => {
    expect(await idsOf('?status=Pending')).toEqual([ids.b, ids.a]);
    expect(await idsOf('?status=Cancelled')).toEqual([ids.c]);
    expect(await idsOf('?status=all')).toHaveLength(4);
    expect(await idsOf(`?customerId=${layla.user.id}`)).toEqual([ids.b, ids.a]);
    expect(await idsOf(`?providerId=${m.lights.provider.id}`)).toEqual([ids.d, ids.a]);
    expect(await idsOf(`?providerId=${m.pipes.provider.id}&status=Pending`)).toEqual([ids.b, ids.a]);
    const range = `?from=${encodeURIComponent(at(1))}&to=${encodeURIComponent(at(2))}`;
    expect(await idsOf(range)).toEqual([ids.c, ids.b]);
    expect(await idsOf(`?customerId=${omar.user.id}&status=Confirmed`)).toEqual([ids.d]);
  });

  it('counts what matches: the rollup without filters or by status alone, count(*) otherwise', async () => {
    const [all] = await t.app.db.select({ n: count() }).from(orders);
    expect((await list()).TotalItems).toBe(all!.n);
    expect((await list('?status=Pending')).TotalItems).toBe(2);
    expect((await list(`?status=Pending&customerId=${omar.user.id}`)).TotalItems).toBe(0);
    const paged = await list('?pageSize=3&page=2');
    expect(paged).toMatchObject({ Page: 2, PageSize: 3, TotalItems: 4, TotalPages: 2 });
    expect(paged.Items.map((item) => item.OrderId)).toEqual([ids.a]);
  });

  it("searches the order number, the customer's name, e-mail and phone", async () => {
    expect(await idsOf(`?search=${encodeURIComponent(`#${ids.a.slice(0, 8).toUpperCase()}`)}`)).toContain(ids.a);
    expect(await idsOf(`?search=${ids.c}`)).toEqual([ids.c]);
    expect(await idsOf('?search=layla')).toEqual([ids.b, ids.a]);
    expect(await idsOf(`?search=${encodeURIComponent('omar haddad')}`)).toEqual([ids.d, ids.c]);
    expect(await idsOf('?search=OMAR.ORDERS%40example')).toEqual([ids.d, ids.c]);
    expect(await idsOf('?search=33222222')).toEqual([ids.d, ids.c]);
    expect(await idsOf('?search=nobody')).toEqual([]);
    expect(await idsOf(`?search=${encodeURIComponent('%')}`)).toEqual([]);
  });

  it('sorts by date or total either way, ties in the same direction', async () => {
    expect(await idsOf('?sort=createdAt:asc')).toEqual([ids.a, ids.b, ids.c, ids.d]);
    expect(await idsOf('?sort=createdAt:desc')).toEqual([ids.d, ids.c, ids.b, ids.a]);
    expect(await idsOf('?sort=total:desc')).toEqual([ids.a, ids.d, ids.c, ids.b]);
    expect(await idsOf('?sort=total:asc')).toEqual([ids.b, ids.c, ids.d, ids.a]);
  });

  it('refuses unknown sorts, inverted date ranges and malformed filters', async () => {
    for (const query of ['?sort=total', '?sort=name:asc', '?sort=createdAt:DESC', '?status=Shipped', '?customerId=1']) {
      expect((await get(`/api/Admin/orders${query}`, m.admin.headers)).statusCode, query).toBe(400);
    }
    const sort = await get('/api/Admin/orders?sort=total', m.admin.headers);
    expect(sort.json().Message).toBe('Sort must be one of createdAt:asc, createdAt:desc, total:asc, total:desc.');
    const inverted = await get(`/api/Admin/orders?from=${at(2)}&to=${at(1)}`, m.admin.headers);
    expect(inverted.statusCode).toBe(400);
    expect(inverted.json().Message).toBe(AUDIT_MESSAGES.badRange);
  });

  it("shows one order's customer, items, status history and payments to admins", async () => {
    const res = await get(`/api/Admin/orders/${ids.a}`, m.admin.headers);
    expect(res.statusCode).toBe(200);
    const a = res.json();
    expect(a).toMatchObject({
      OrderId: ids.a,
      CustomerId: layla.user.id,
      CustomerName: 'Layla Al-Khalifa',
      CustomerEmail: 'layla.orders@example.bh',
      CustomerPhone: '',
      IsPaymentSuccess: true,
    });
    expect(a.PaidAt).not.toBeNull();
    expect(a.OrderItems.map((item: { Name: string }) => item.Name)).toEqual(['Leak repair', 'Desk lamp']);
    expect(a.StatusHistory[0]).toMatchObject({
      OrderItemId: null,
      ItemName: '',
      FromStatus: null,
      ToStatus: 'Pending',
      ChangedBy: layla.user.id,
      ChangedByName: 'Layla Al-Khalifa',
      ChangedByRole: 'customer',
      Reason: 'Order placed',
    });
    expect(a.StatusHistory.slice(1).map((row: { ItemName: string }) => row.ItemName)).toEqual([
      'Leak repair',
      'Desk lamp',
    ]);
    expect(a.Payments).toEqual([
      expect.objectContaining({ Type: 'payment', Status: 'completed', Amount: 1.98, PaymentMethod: 'card' }),
    ]);
  });

  it("shows who cancelled or moved an order, and the order's refunds", async () => {
    const c = (await get(`/api/Admin/orders/${ids.c}`, superAdmin.headers)).json();
    expect(c).toMatchObject({ CustomerName: 'Omar Haddad', CustomerPhone: '+97333222222', Status: 'Cancelled' });
    const cancellation = c.StatusHistory.slice(-2);
    expect(cancellation).toEqual([
      expect.objectContaining({ ItemName: 'Leak repair', FromStatus: 'Pending', ToStatus: 'Cancelled' }),
      expect.objectContaining({ OrderItemId: null, FromStatus: 'Pending', ToStatus: 'Cancelled' }),
    ]);
    expect(cancellation[1]).toMatchObject({ ChangedBy: m.admin.user.id, ChangedByRole: 'admin' });
    expect(c.Payments.map((p: { Type: string; Amount: number }) => [p.Type, p.Amount])).toEqual([
      ['payment', 0.99],
      ['refund', 0.99],
    ]);
    const d = (await get(`/api/Admin/orders/${ids.d}`, m.admin.headers)).json();
    expect(d.StatusHistory.at(-2)).toMatchObject({ ToStatus: 'Confirmed', ChangedByRole: 'provider' });
    expect(d.StatusHistory.at(-1)).toMatchObject({ OrderItemId: null, FromStatus: 'Pending', ToStatus: 'Confirmed' });
  });

  it('answers 404 for an unknown order and 400 for a malformed id', async () => {
    const unknown = await get('/api/Admin/orders/00000000-0000-4000-8000-000000000000', m.admin.headers);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().Message).toBe(ORDER_ERRORS.notFound);
    expect((await get('/api/Admin/orders/not-an-id', m.admin.headers)).statusCode).toBe(400);
  });
});
