import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, users } from '../../db/schema/index';
import { call } from '../../../test/account-helpers';
import { createTestApp, type TestApp } from '../../../test/test-app';
import {
  customerWithCart,
  itemAction,
  markPaid,
  orderMarketplace,
  placeOrder,
  type CartCustomer,
  type OrderMarketplace,
} from './testing';

interface Change {
  OrderItemId: string | null;
  ItemName: string;
  FromStatus: string | null;
  ToStatus: string;
  ChangedBy: string | null;
  ChangedByName: string;
  ChangedByRole: string;
  Reason: string;
}

// GET /api/Order/{id}/history and the reason of PATCH /api/OrderItem/{id}/cancel (issue 16): the
// provider's order view shows who moved its items and why; nobody reads more than their share.
describe("an order's status history and an item cancelled with a reason", () => {
  let t: TestApp;
  let m: OrderMarketplace;
  let layla: CartCustomer;
  let paid: string;
  let unpaid: string;
  let items: Record<'service' | 'lamp', string>;
  const history = (orderId: string, headers: Record<string, string>) =>
    call(t.app, { method: 'GET', url: `/api/Order/${orderId}/history`, headers });
  const changesOf = async (orderId: string, headers: Record<string, string>) =>
    (await history(orderId, headers)).json().StatusHistory as Change[];
  const cancel = (orderItemId: string, headers: Record<string, string>, payload?: unknown) =>
    call(t.app, {
      method: 'PATCH',
      url: `/api/OrderItem/${orderItemId}/cancel`,
      headers,
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });

  beforeAll(async () => {
    t = await createTestApp();
    m = await orderMarketplace(t.app);
    await t.app.db.update(users).set({ firstName: 'Sara', lastName: 'Pipes' }).where(eq(users.id, m.pipes.user.id));
    await t.app.db.update(users).set({ firstName: 'Ali', lastName: 'Admin' }).where(eq(users.id, m.admin.user.id));
    layla = await customerWithCart(t.app, [{ serviceItemId: m.service.id }, { serviceItemId: m.lamp.id }]);
    await t.app.db.update(users).set({ firstName: 'Layla', lastName: 'Haddad' }).where(eq(users.id, layla.user.id));
    paid = await placeOrder(t.app, layla);
    await markPaid(t.app, paid);
    const order = (await call(t.app, { method: 'GET', url: `/api/Order/${paid}`, headers: layla.headers })).json();
    const [service, lamp] = order.OrderItems.map((item: { OrderItemId: string }) => item.OrderItemId);
    items = { service, lamp };
    const other = await customerWithCart(t.app, [{ serviceItemId: m.service.id }]);
    unpaid = await placeOrder(t.app, other);

    expect((await itemAction(t.app, m.pipes.headers, items.service, 'confirm')).statusCode).toBe(200);
    // Riffa Lights cancels the lamp, saying why; an admin then starts the pipes' item.
    const cancelled = await cancel(items.lamp, m.lights.headers, { Reason: '  Out of stock until March.  ' });
    expect(cancelled.statusCode).toBe(200);
    expect((await itemAction(t.app, m.admin.headers, items.service, 'start')).statusCode).toBe(200);
  });
  afterAll(() => t.close());

  it('keeps the reason of a cancelled item, trimmed, and tells the customer', async () => {
    const lamp = (await changesOf(paid, m.lights.headers)).find((change) => change.ToStatus === 'Cancelled');
    expect(lamp).toMatchObject({ ItemName: 'Desk lamp', FromStatus: 'Pending', Reason: 'Out of stock until March.' });
    const notices = await t.app.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, layla.user.id), eq(notifications.type, 'order-item.status')));
    expect(notices.map((notice) => notice.body)).toContain(
      `Order #${paid.slice(0, 8).toUpperCase()}: Riffa Lights marked "Desk lamp" as cancelled. Reason: Out of stock until March.`,
    );
  });

  it("gives a provider only its own items' changes, naming itself and staff by role alone", async () => {
    const pipes = await changesOf(paid, m.pipes.headers);
    expect(pipes.map((change) => [change.ItemName, change.FromStatus, change.ToStatus])).toEqual([
      ['Leak repair', null, 'Pending'],
      ['Leak repair', 'Pending', 'Confirmed'],
      ['Leak repair', 'Confirmed', 'InProgress'],
    ]);
    expect(pipes[1]).toMatchObject({ ChangedBy: m.pipes.user.id, ChangedByName: 'Sara Pipes' });
    expect(pipes[2]).toMatchObject({ ChangedBy: null, ChangedByName: '', ChangedByRole: 'admin' });
    const lights = await changesOf(paid, m.lights.headers);
    expect(lights.every((change) => change.ItemName === 'Desk lamp')).toBe(true);
  });

  it('gives the customer every change, businesses by name, and admins everything with names', async () => {
    const own = await changesOf(paid, layla.headers);
    expect(own.some((change) => change.OrderItemId === null)).toBe(true);
    const byPipes = own.find((change) => change.ToStatus === 'Confirmed')!;
    expect(byPipes).toMatchObject({ ChangedBy: null, ChangedByName: 'Manama Pipes', ChangedByRole: 'provider' });
    const admin = await changesOf(paid, m.admin.headers);
    expect(admin.find((change) => change.ToStatus === 'InProgress')).toMatchObject({
      ChangedBy: m.admin.user.id,
      ChangedByName: 'Ali Admin',
    });
    expect(admin).toHaveLength(own.length);
  });

  it('answers 404 to anyone else, to providers before payment, and 400 to a malformed id', async () => {
    expect((await history(paid, (await customerWithCart(t.app, [])).headers)).statusCode).toBe(404);
    expect((await history(unpaid, m.pipes.headers)).statusCode).toBe(404);
    expect((await history(paid, {})).statusCode).toBe(401);
    expect((await history('not-a-uuid', m.admin.headers)).statusCode).toBe(400);
    expect((await history(crypto.randomUUID(), m.admin.headers)).statusCode).toBe(404);
  });

  it('cancels without a body as the spec calls it, and refuses a bad reason with a 400', async () => {
    const other = await customerWithCart(t.app, [{ serviceItemId: m.service.id }, { serviceItemId: m.tap.id }]);
    const orderId = await placeOrder(t.app, other);
    await markPaid(t.app, orderId);
    const order = (await call(t.app, { method: 'GET', url: `/api/Order/${orderId}`, headers: other.headers })).json();
    const [first, second] = order.OrderItems.map((item: { OrderItemId: string }) => item.OrderItemId);
    expect((await cancel(first, m.pipes.headers, { Reason: 'x'.repeat(2001) })).statusCode).toBe(400);
    expect((await cancel(first, m.pipes.headers, { Reason: { text: 'why' } })).statusCode).toBe(400);
    expect((await cancel(first, m.pipes.headers, { Reason: 'bell\u0007' })).statusCode).toBe(400);
    expect((await cancel(first, m.pipes.headers)).statusCode).toBe(200);
    expect((await cancel(second, m.pipes.headers, { Reason: '   ' })).statusCode).toBe(200);
    const changes = await changesOf(orderId, m.pipes.headers);
    expect(changes.filter((change) => change.ToStatus === 'Cancelled').map((change) => change.Reason)).toEqual([
      '',
      '',
    ]);
  });
});
