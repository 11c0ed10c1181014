import { DELETED_USER_ERRORS } from '@marketplace/contract';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { call } from '../../../test/account-helpers';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { customerWithCart, itemAction, markPaid, orderMarketplace, placeOrder } from '../orders/testing';
import { userWithToken } from '../service-items/testing';
import { raiseNotifications } from './notification-events';
import { listenOnLoopback, openStream, unreadCountOf, type OpenStream } from './testing';

let t: TestApp;
let baseUrl: string;
const opened: OpenStream[] = [];

async function ticketFor(headers: Record<string, string>): Promise<string> {
  const res = await call(t.app, { method: 'POST', url: '/api/Notification/stream-ticket', headers });
  expect(res.statusCode).toBe(200);
  return res.json<{ Ticket: string }>().Ticket;
}

async function stream(path: string, headers?: Record<string, string>) {
  const opening = await openStream(baseUrl, path, headers);
  opened.push(opening);
  return opening;
}

/** A customer's paid order of one service (the "Order placed" notice unread), as the streams see it. */
async function paidOrder() {
  const m = await orderMarketplace(t.app);
  const customer = await customerWithCart(t.app, [{ serviceItemId: m.service.id }]);
  const orderId = await placeOrder(t.app, customer);
  await markPaid(t.app, orderId);
  const order = (await call(t.app, { method: 'GET', url: `/api/Order/${orderId}`, headers: customer.headers })).json();
  return { m, customer, orderId, itemId: order.OrderItems[0].OrderItemId as string };
}

beforeAll(async () => {
  t = await createTestApp();
  baseUrl = await listenOnLoopback(t.app);
});

afterAll(async () => {
  for (const s of opened) s.close();
  await t.close();
});

describe('GET /api/Notification/stream', () => {
  it('pushes the notification and the new unread count when a provider confirms an item', async () => {
    const { m, customer, orderId, itemId } = await paidOrder();

    const live = await stream(`/api/Notification/stream?ticket=${await ticketFor(customer.headers)}`);
    expect(live.status).toBe(200);
    expect(live.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    // Headers set before the stream took over the response still go out.
    expect(live.headers.get('x-request-id')).toEqual(expect.any(String));
    const initial = await live.waitFor((event) => event.event === 'unread-count');
    expect(unreadCountOf(initial)).toBe(1); // "Order placed"
    const from = live.events.length;

    expect((await itemAction(t.app, m.pipes.headers, itemId, 'confirm')).statusCode).toBe(200);
    // The clock starts at the commit: how long the confirm itself takes is not the stream's doing.
    const started = Date.now();
    const pushed = await live.waitFor((event) => event.event === 'notification', 1000, from);
    const count = await live.waitFor((event) => event.event === 'unread-count', 1000, from);
    expect(Date.now() - started).toBeLessThan(1000);
    expect(JSON.parse(pushed.data)).toMatchObject({
      Type: 'order-item.status',
      Title: 'Leak repair is confirmed',
      Link: `/customer-dashboard/order/${orderId}`,
      IsRead: false,
    });
    expect(pushed.id).toBe(JSON.parse(pushed.data).NotificationId);
    expect(unreadCountOf(count)).toBe(2);
    expect(live.events.indexOf(pushed)).toBeLessThan(live.events.indexOf(count));
  });

  it('pushes the Arabic to a reader who opened the stream in Arabic (?lang=ar)', async () => {
    const { m, customer, itemId } = await paidOrder();
    const live = await stream(`/api/Notification/stream?ticket=${await ticketFor(customer.headers)}&lang=ar`);
    await live.waitFor((event) => event.event === 'unread-count');
    const from = live.events.length;
    expect((await itemAction(t.app, m.pipes.headers, itemId, 'confirm')).statusCode).toBe(200);
    const pushed = JSON.parse((await live.waitFor((event) => event.event === 'notification', 1000, from)).data);
    // The listing has no Arabic name: it keeps its own, inside the Arabic sentence.
    expect(pushed).toMatchObject({ Title: '«Leak repair»: مؤكد', TitleAr: '«Leak repair»: مؤكد' });
    expect(pushed.Body).toMatch(/^الطلب رقم [0-9A-F]{8}: غيّر Manama Pipes حالة «Leak repair» إلى مؤكد\.$/);
  });

  it('accepts a bearer token, sends only the caller’s own and follows read marks', async () => {
    const me = await userWithToken(t.app, 'customer');
    const other = await userWithToken(t.app, 'customer');
    const live = await stream('/api/Notification/stream', me.headers);
    expect(live.status).toBe(200);
    await live.waitFor((event) => event.event === 'unread-count');
    const base = { type: 'order-item.status' as const, body: '', link: null };
    await raiseNotifications(t.app.db, [{ ...base, userId: other.user.id, title: 'Not mine' }]);
    await raiseNotifications(t.app.db, [{ ...base, userId: me.user.id, title: 'Mine' }]);
    const mine = await live.waitFor((event) => event.event === 'notification');
    expect(JSON.parse(mine.data).Title).toBe('Mine');
    expect(live.events.filter((event) => event.event === 'notification')).toHaveLength(1);

    const from = live.events.length;
    await call(t.app, { method: 'PATCH', url: '/api/Notification/read-all', headers: me.headers });
    const count = await live.waitFor((event) => event.event === 'unread-count', 1000, from);
    expect(unreadCountOf(count)).toBe(0);
  });

  it('refuses a stream without a ticket or token', async () => {
    const res = await stream('/api/Notification/stream');
    expect(res.status).toBe(401);
  });
});

describe('stream tickets', () => {
  it('needs a signed-in user', async () => {
    const res = await call(t.app, { method: 'POST', url: '/api/Notification/stream-ticket' });
    expect(res.statusCode).toBe(401);
  });

  it('expires after 60 seconds', async () => {
    const me = await userWithToken(t.app, 'customer');
    const res = await call(t.app, { method: 'POST', url: '/api/Notification/stream-ticket', headers: me.headers });
    const { Ticket, ExpiresAt } = res.json<{ Ticket: string; ExpiresAt: string }>();
    const lifetime = new Date(ExpiresAt).getTime() - Date.now();
    expect(lifetime).toBeGreaterThan(55_000);
    expect(lifetime).toBeLessThanOrEqual(60_000);
    vi.useFakeTimers({ toFake: ['Date'], now: new Date(ExpiresAt).getTime() + 1000 });
    try {
      const expired = await stream(`/api/Notification/stream?ticket=${Ticket}`);
      expect(expired.status).toBe(401);
      expect(JSON.parse(expired.body).Message).toBe(
        'The stream ticket is invalid, used or expired. Ask for a new one.',
      );
    } finally {
      vi.useRealTimers();
    }
  });

  it('opens one stream only', async () => {
    const me = await userWithToken(t.app, 'customer');
    const ticket = await ticketFor(me.headers);
    const first = await stream(`/api/Notification/stream?ticket=${ticket}`);
    expect(first.status).toBe(200);
    const reused = await stream(`/api/Notification/stream?ticket=${ticket}`);
    expect(reused.status).toBe(401);
  });

  it('is refused once its account is removed, though issued before (issue 20)', async () => {
    const customer = await userWithToken(t.app, 'customer');
    const admin = await userWithToken(t.app, 'admin');
    const superAdmin = await userWithToken(t.app, 'superAdmin');
    const tickets = [await ticketFor(customer.headers), await ticketFor(admin.headers)];
    const removals = [
      { url: `/api/Customer/${customer.user.id}/delete`, headers: admin.headers },
      { url: `/api/Admin/admins/${admin.user.id}/status`, headers: superAdmin.headers, payload: { IsActive: false } },
    ];
    for (const removal of removals) expect((await call(t.app, { method: 'PATCH', ...removal })).statusCode).toBe(200);
    for (const ticket of tickets) {
      const refused = await stream(`/api/Notification/stream?ticket=${ticket}`);
      expect(refused.status).toBe(401);
      expect(JSON.parse(refused.body).Message).toBe(DELETED_USER_ERRORS.removed);
    }
  });

  it('is bound to its user: a forged or altered ticket is refused', async () => {
    const me = await userWithToken(t.app, 'customer');
    const other = await userWithToken(t.app, 'customer');
    const ticket = await ticketFor(me.headers);
    const [header, payload, signature] = ticket.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    const swapped = Buffer.from(JSON.stringify({ ...claims, sub: other.user.id })).toString('base64url');
    expect((await stream(`/api/Notification/stream?ticket=${header}.${swapped}.${signature}`)).status).toBe(401);
    // An access token is not a ticket either.
    const accessToken = me.headers.authorization.slice('Bearer '.length);
    expect((await stream(`/api/Notification/stream?ticket=${accessToken}`)).status).toBe(401);
  });
});

describe('server shutdown', () => {
  it('ends open streams so the server closes at once', async () => {
    const own = await createTestApp();
    const me = await userWithToken(own.app, 'customer');
    const live = await openStream(await listenOnLoopback(own.app), '/api/Notification/stream', me.headers);
    opened.push(live);
    await live.waitFor((event) => event.event === 'unread-count');
    const started = Date.now();
    const closing = own.close();
    await live.ended;
    expect(Date.now() - started).toBeLessThan(1000);
    await closing;
  });
});
