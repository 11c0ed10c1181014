import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '../../db/schema/index';
import { call } from '../../../test/account-helpers';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { customerWithCart, itemAction, markPaid, orderMarketplace, placeOrder } from '../orders/testing';
import { markVerified } from '../verification/testing';
import { providerWithToken, userWithToken } from '../service-items/testing';

// The catalog flows that raise notifications, each in the transaction of its change.

let t: TestApp;
let admin: Awaited<ReturnType<typeof userWithToken>>;

const noticesOf = (userId: string, type: string) =>
  t.app.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.type, type)));

beforeAll(async () => {
  t = await createTestApp();
  admin = await userWithToken(t.app, 'admin');
});

afterAll(async () => {
  await t.close();
});

describe('notifications raised by catalog flows', () => {
  it('tells the provider about a review of their listing', async () => {
    const m = await orderMarketplace(t.app);
    const customer = await customerWithCart(t.app, [{ serviceItemId: m.service.id }]);
    const orderId = await placeOrder(t.app, customer);
    await markPaid(t.app, orderId);
    const order = (
      await call(t.app, { method: 'GET', url: `/api/Order/${orderId}`, headers: customer.headers })
    ).json();
    const itemId: string = order.OrderItems[0].OrderItemId;
    for (const action of ['confirm', 'start', 'complete']) {
      expect((await itemAction(t.app, m.pipes.headers, itemId, action)).statusCode).toBe(200);
    }
    const review = await call(t.app, {
      method: 'POST',
      url: '/api/Review/create',
      headers: customer.headers,
      payload: { OrderItemId: itemId, CustomerId: customer.user.id, ProviderId: m.pipes.provider.id, Rating: 5 },
    });
    expect(review.statusCode).toBe(201);
    const [notice, ...rest] = await noticesOf(m.pipes.user.id, 'review.received');
    expect(rest).toEqual([]);
    expect(notice).toMatchObject({
      title: 'New review',
      body: '"Leak repair" received a 5-star review.',
      data: { ReviewId: review.json().ReviewId, ServiceItemId: m.service.id, ProviderId: m.pipes.provider.id },
    });
  });

  it('tells a provider their business was approved or rejected', async () => {
    for (const [state, title] of [
      ['active', 'Your business is approved'],
      ['rejected', 'Your business application was not approved'],
    ] as const) {
      const provider = await providerWithToken(t.app, 'pending', `Sitra ${state}`);
      await markVerified(t.app, provider.provider.id);
      const res = await call(t.app, {
        method: 'PATCH',
        url: `/api/Provider/${provider.provider.id}/status`,
        headers: admin.headers,
        payload: { AccState: state, Reason: 'Checked' },
      });
      expect(res.statusCode).toBe(200);
      const [notice] = await noticesOf(provider.user.id, 'provider.status');
      expect(notice).toMatchObject({ title, link: '/provider-dashboard', data: { AccState: state } });
      expect(notice!.body).toContain('Reason: Checked');
    }
  });

  it('tells a signed-in sender once their inquiry is resolved, and nobody for anonymous ones', async () => {
    const customer = await userWithToken(t.app, 'customer');
    const message = { Name: 'Layla', Email: 'layla@example.test', Subject: 'Opening hours', Message: 'When?' };
    const sent = await call(t.app, {
      method: 'POST',
      url: '/api/CustomerInquiry',
      headers: customer.headers,
      payload: message,
    });
    const anonymous = await call(t.app, { method: 'POST', url: '/api/CustomerInquiry', payload: message });
    const setStatus = (id: string, status: string) =>
      call(t.app, {
        method: 'PATCH',
        url: `/api/CustomerInquiry/${id}/status?status=${status}`,
        headers: admin.headers,
      });

    expect((await setStatus(sent.json().InqId, 'in-progress')).statusCode).toBe(200);
    expect(await noticesOf(customer.user.id, 'inquiry.answered')).toEqual([]);
    await setStatus(sent.json().InqId, 'resolved');
    await setStatus(sent.json().InqId, 'resolved');
    const answered = await noticesOf(customer.user.id, 'inquiry.answered');
    expect(answered).toHaveLength(1);
    expect(answered[0]).toMatchObject({ title: 'Your message was answered', data: { InqId: sent.json().InqId } });

    expect((await setStatus(anonymous.json().InqId, 'resolved')).statusCode).toBe(200);
    const all = await t.app.db.select().from(notifications).where(eq(notifications.type, 'inquiry.answered'));
    expect(all).toHaveLength(1);
  });
});
