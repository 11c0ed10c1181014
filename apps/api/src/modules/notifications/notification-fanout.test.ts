import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { call } from '../../../test/account-helpers';
import { createSharedDatabaseApps, type SharedDatabaseApps } from '../../../test/shared-database-apps';
import { customerWithCart, itemAction, markPaid, orderMarketplace, placeOrder } from '../orders/testing';
import { raiseNotifications } from './notification-events';
import { NOTIFICATION_CHANNEL } from './notification-signal';
import { listenOnLoopback, openStream, unreadCountOf, type OpenStream } from './testing';

// Two API processes on one database: the stream is open on A, the change goes through B.
// PGlite is one embedded database inside one process, so there is no second process to reach.
const onPostgres = inject('testDatabase').kind === 'postgres';

describe.skipIf(!onPostgres)('live notifications across API processes (PostgreSQL LISTEN/NOTIFY)', () => {
  let shared: SharedDatabaseApps;
  let a: FastifyInstance;
  let b: FastifyInstance;
  let live: OpenStream | undefined;
  let customerId: string;

  beforeAll(async () => {
    shared = await createSharedDatabaseApps(2);
    [a, b] = shared.apps as [FastifyInstance, FastifyInstance];
  });

  afterAll(async () => {
    live?.close();
    await shared?.close();
  });

  it('delivers a change made through instance B to a stream open on instance A within a second', async () => {
    const m = await orderMarketplace(b);
    const customer = await customerWithCart(b, [{ serviceItemId: m.tap.id, quantity: 1 }]);
    customerId = customer.user.id;
    const orderId = await placeOrder(b, customer);
    await markPaid(b, orderId);
    const order = (await call(b, { method: 'GET', url: `/api/Order/${orderId}`, headers: customer.headers })).json();

    // Tokens and tickets are signed with the shared secret, so A accepts what B issued.
    const ticket = (
      await call(b, { method: 'POST', url: '/api/Notification/stream-ticket', headers: customer.headers })
    ).json().Ticket;
    live = await openStream(await listenOnLoopback(a), `/api/Notification/stream?ticket=${ticket}`);
    expect(live.status).toBe(200);
    expect(unreadCountOf(await live.waitFor((event) => event.event === 'unread-count'))).toBe(1);
    const from = live.events.length;

    const confirmed = await itemAction(b, m.pipes.headers, order.OrderItems[0].OrderItemId, 'confirm');
    expect(confirmed.statusCode).toBe(200);
    // The clock starts at the commit: how long the confirm itself takes is not the stream's doing.
    const started = Date.now();
    const pushed = await live.waitFor((event) => event.event === 'notification', 1000, from);
    const count = await live.waitFor((event) => event.event === 'unread-count', 1000, from);
    expect(Date.now() - started).toBeLessThan(1000);
    expect(JSON.parse(pushed.data)).toMatchObject({ Type: 'order-item.status', Title: 'Kitchen tap is confirmed' });
    expect(unreadCountOf(count)).toBe(2);
  });

  it('re-establishes the LISTEN connection when it is cut, and the stream catches up', async () => {
    const from = live!.events.length;
    // Only A has a stream, so only A listens; its session is the one whose last statement was LISTEN.
    await b.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity
          where datname = current_database() and query = ${`LISTEN ${NOTIFICATION_CHANNEL}`}`,
    );
    // After the reconnect (1 s back-off) the hub has every stream resend its unread count...
    await live!.waitFor((event) => event.event === 'unread-count', 5000, from);
    // ...and new notifications flow again.
    const next = live!.events.length;
    await raiseNotifications(b.db, [
      { userId: customerId, type: 'order-item.status', title: 'After the reconnect', body: '' },
    ]);
    const pushed = await live!.waitFor((event) => event.event === 'notification', 1000, next);
    expect(JSON.parse(pushed.data).Title).toBe('After the reconnect');
  });
});
