import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, orders, orderStatusHistory, transactions } from '../../db/schema/index';
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
  stockOf,
  type CartCustomer,
  type OrderMarketplace,
} from './testing';

interface OrderItemAnswer {
  OrderItemId: string;
  Name: string;
  Status: string;
}

describe('changing orders', () => {
  let t: TestApp;
  let m: OrderMarketplace;
  beforeAll(async () => {
    t = await createTestApp();
    m = await orderMarketplace(t.app);
    await setStock(t.app, m.tap.id, 100);
    await setStock(t.app, m.lamp.id, 100);
  });
  afterAll(() => t.close());

  /** A paid order of service + 2 taps (Manama Pipes) + lamp (Riffa Lights). */
  async function paidOrder(paid = true) {
    const customer = await customerWithCart(t.app, [
      { serviceItemId: m.service.id },
      { serviceItemId: m.tap.id, quantity: 2 },
      { serviceItemId: m.lamp.id },
    ]);
    const orderId = await placeOrder(t.app, customer);
    if (paid) await markPaid(t.app, orderId);
    const order = (
      await call(t.app, { method: 'GET', url: `/api/Order/${orderId}`, headers: customer.headers })
    ).json();
    const [service, tap, lamp] = (order.OrderItems as OrderItemAnswer[]).map((item) => item.OrderItemId);
    return { customer, orderId, service: service!, tap: tap!, lamp: lamp! };
  }

  const orderRow = async (id: string) => (await t.app.db.select().from(orders).where(eq(orders.id, id)))[0]!;
  const moneyOf = (orderId: string, type: 'refund' | 'earning') =>
    t.app.db
      .select()
      .from(transactions)
      .where(and(eq(transactions.orderId, orderId), eq(transactions.type, type)));
  const customerNotices = (customer: CartCustomer) =>
    t.app.db.select().from(notifications).where(eq(notifications.userId, customer.user.id));

  it('walks an item through confirm, start and complete; the order follows; the earning is booked', async () => {
    const o = await paidOrder();
    const confirmed = await itemAction(t.app, m.pipes.headers, o.service, 'confirm');
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    // The provider's answer holds only its own items, and their status.
    expect(confirmed.json().OrderItems.map((item: OrderItemAnswer) => item.Name)).toEqual([
      'Leak repair',
      'Kitchen tap',
    ]);
    expect((await orderRow(o.orderId)).status).toBe('Pending');

    expect((await itemAction(t.app, m.pipes.headers, o.service, 'start')).statusCode).toBe(200);
    expect((await orderRow(o.orderId)).status).toBe('InProgress');
    const completed = await itemAction(t.app, m.pipes.headers, o.service, 'complete');
    expect(completed.json().OrderItems[0].Status).toBe('Completed');

    const [earning] = await moneyOf(o.orderId, 'earning');
    expect(earning).toMatchObject({ amountFils: 900, feeFils: 90, netFils: 810, providerId: m.pipes.provider.id });
    const history = await t.app.db
      .select()
      .from(orderStatusHistory)
      .where(eq(orderStatusHistory.orderItemId, o.service));
    expect(history.map((row) => `${row.fromStatus}>${row.toStatus}`).sort()).toEqual(
      ['InProgress>Completed', 'Confirmed>InProgress', 'Pending>Confirmed', 'null>Pending'].sort(),
    );
    const notices = (await customerNotices(o.customer)).filter((notice) => notice.type === 'order-item.status');
    expect(notices.map((notice) => notice.title).sort()).toEqual(
      ['Leak repair is completed', 'Leak repair is confirmed', 'Leak repair is in progress'].sort(),
    );
  });

  it('answers 409 with a clear Message for every move the machine refuses', async () => {
    const o = await paidOrder();
    const skip = await itemAction(t.app, m.pipes.headers, o.service, 'complete');
    expect(skip.statusCode).toBe(409);
    expect(skip.json().Message).toBe('An order item that is Pending cannot become Completed.');
    await itemAction(t.app, m.pipes.headers, o.service, 'confirm');
    const twice = await itemAction(t.app, m.pipes.headers, o.service, 'confirm');
    expect(twice.json().Message).toBe('This order item is already Confirmed.');
    await itemAction(t.app, m.pipes.headers, o.service, 'cancel');
    const revive = await itemAction(t.app, m.pipes.headers, o.service, 'start');
    expect(revive.statusCode).toBe(409);
    expect(revive.json().Message).toBe('An order item that is Cancelled cannot become InProgress.');
  });

  it('keeps items to their provider: another provider 403, the customer 403, an admin may act', async () => {
    const o = await paidOrder();
    const foreign = await itemAction(t.app, m.lights.headers, o.service, 'confirm');
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().Message).toBe('Only the provider of this item can change its status.');
    expect((await itemAction(t.app, o.customer.headers, o.service, 'confirm')).statusCode).toBe(403);
    expect((await itemAction(t.app, m.pipes.headers, crypto.randomUUID(), 'confirm')).statusCode).toBe(404);
    expect((await itemAction(t.app, m.admin.headers, o.service, 'confirm')).statusCode).toBe(200);
    expect((await call(t.app, { method: 'PATCH', url: `/api/OrderItem/${o.service}/confirm` })).statusCode).toBe(401);
  });

  it('refuses to handle items of an unpaid order, but lets them be cancelled', async () => {
    const o = await paidOrder(false);
    const early = await itemAction(t.app, m.pipes.headers, o.service, 'confirm');
    expect(early.statusCode).toBe(409);
    expect(early.json().Message).toBe('This order has not been paid yet, so its items cannot be handled.');
    const before = await stockOf(t.app, m.tap.id);
    expect((await itemAction(t.app, m.pipes.headers, o.tap, 'cancel')).statusCode).toBe(200);
    expect(await stockOf(t.app, m.tap.id)).toBe(before! + 2);
    expect(await moneyOf(o.orderId, 'refund')).toEqual([]);
  });

  it("moves all of a provider's items with PATCH /api/Order/{id}/status, all or nothing", async () => {
    const o = await paidOrder();
    const status = (headers: Record<string, string>, Status: string) =>
      call(t.app, { method: 'PATCH', url: `/api/Order/${o.orderId}/status`, headers, payload: { Status } });
    const confirmed = await status(m.pipes.headers, 'Confirmed');
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json().OrderItems.map((item: OrderItemAnswer) => item.Status)).toEqual(['Confirmed', 'Confirmed']);
    const lamp = (await call(t.app, { method: 'GET', url: `/api/Order/${o.orderId}`, headers: o.customer.headers }))
      .json()
      .OrderItems.find((item: OrderItemAnswer) => item.Name === 'Desk lamp');
    expect(lamp.Status).toBe('Pending');
    expect((await status(m.pipes.headers, 'Confirmed')).json().Message).toBe(
      'None of your items in this order can become Confirmed.',
    );
    const jump = await status(m.lights.headers, 'InProgress');
    expect(jump.statusCode).toBe(409);
    expect(jump.json().Message).toBe('An order item that is Pending cannot become InProgress.');
    expect((await status(o.customer.headers, 'Confirmed')).statusCode).toBe(403);
    const stranger = await userWithToken(t.app, 'provider');
    expect((await status(stranger.headers, 'Confirmed')).statusCode).toBe(404);
    expect((await status(m.pipes.headers, 'Shipped')).statusCode).toBe(400);
  });

  it('refunds a cancelled item its share, then the rest when the customer cancels the order', async () => {
    const o = await paidOrder();
    const tapStock = await stockOf(t.app, m.tap.id);
    expect((await itemAction(t.app, m.pipes.headers, o.tap, 'cancel')).statusCode).toBe(200);
    expect(await stockOf(t.app, m.tap.id)).toBe(tapStock! + 2);
    const [share] = await moneyOf(o.orderId, 'refund');
    // 3 lines cost 2.97; the 2 kept cost 1.98: 0.99 goes back.
    expect(share).toMatchObject({ amountFils: 990, orderItemId: o.tap, customerId: o.customer.user.id });

    await itemAction(t.app, m.lights.headers, o.lamp, 'confirm');
    const cancelled = await call(t.app, {
      method: 'PATCH',
      url: `/api/Order/${o.orderId}/cancel`,
      headers: o.customer.headers,
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()).toMatchObject({ Status: 'Cancelled', CancelledAt: expect.any(String) });
    expect(cancelled.json().OrderItems.every((item: OrderItemAnswer) => item.Status === 'Cancelled')).toBe(true);
    const refunds = await moneyOf(o.orderId, 'refund');
    expect(refunds.map((refund) => refund.amountFils).sort((a, b) => a - b)).toEqual([990, 1980]);
    expect(refunds.reduce((sum, refund) => sum + refund.amountFils, 0)).toBe(2970);

    const providerNotices = await t.app.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, m.lights.user.id));
    expect(providerNotices.some((notice) => notice.type === 'order.cancelled')).toBe(true);
    const again = await call(t.app, {
      method: 'PATCH',
      url: `/api/Order/${o.orderId}/cancel`,
      headers: o.customer.headers,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().Message).toBe('This order is already cancelled.');
  });

  it('lets the customer cancel only while nothing is in progress or completed, and only their own order', async () => {
    const o = await paidOrder();
    const stranger = await userWithToken(t.app, 'customer');
    const cancel = (headers: Record<string, string>) =>
      call(t.app, { method: 'PATCH', url: `/api/Order/${o.orderId}/cancel`, headers });
    expect((await cancel(stranger.headers)).statusCode).toBe(404);
    expect((await cancel(m.pipes.headers)).statusCode).toBe(403);
    await itemAction(t.app, m.pipes.headers, o.service, 'confirm');
    await itemAction(t.app, m.pipes.headers, o.service, 'start');
    const started = await cancel(o.customer.headers);
    expect(started.statusCode).toBe(409);
    expect(started.json().Message).toBe('This order can no longer be cancelled: work on it has started or finished.');
    expect((await orderRow(o.orderId)).cancelledAt).toBeNull();
  });

  it('cancels unpaid orders whose reservation ran out and puts their stock back', async () => {
    const expired = await paidOrder(false);
    const fresh = await paidOrder(false);
    const paid = await paidOrder();
    await t.app.db
      .update(orders)
      .set({ reservationExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(orders.id, expired.orderId));
    const tapStock = await stockOf(t.app, m.tap.id);
    const swept = await t.app.orders.changes.expireUnpaidOrders(new Date());
    expect(swept).toEqual({ cancelled: 1, paid: 0, waiting: 0, skipped: 0 });
    expect(await orderRow(expired.orderId)).toMatchObject({ status: 'Cancelled', cancelledAt: expect.any(Date) });
    expect(await stockOf(t.app, m.tap.id)).toBe(tapStock! + 2);
    expect((await orderRow(fresh.orderId)).status).toBe('Pending');
    expect((await orderRow(paid.orderId)).status).toBe('Pending');
    const [notice] = (await customerNotices(expired.customer)).filter((row) => row.type === 'order.cancelled');
    expect(notice?.body).toContain('was cancelled');
    expect((await t.app.orders.changes.expireUnpaidOrders(new Date())).cancelled).toBe(0);
  });
});
