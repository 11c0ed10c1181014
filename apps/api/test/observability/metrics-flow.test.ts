import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registry } from '../../src/lib/observability/metrics';
import { orderMarketplace, type OrderMarketplace } from '../../src/modules/orders/testing';
import { userWithToken } from '../../src/modules/service-items/testing';
import { call, createUser } from '../account-helpers';
import { createTestApp, type TestApp } from '../test-app';
import { TEST_REDIS_URL } from '../test-redis';
import { startTestSmtpServer, type TestSmtpServer } from '../test-smtp-server';
import { labelSets, parseExposition, valueOf, type Sample } from './exposition';

// Issue 39: after a scripted flow (sign-in failures up to the throttle, two checkouts, one paid
// and one declined, a refund, a refused upload, a live stream, a sweep and mail sent over SMTP)
// every metric is there, with the labels it should have and nothing unbounded in them.

const TOKEN = 'metrics-token-for-the-scripted-flow-0123456789';
const UUID = /[\da-f]{8}-[\da-f]{4}-[\da-f]{4}-[\da-f]{4}-[\da-f]{12}/i;

describe('metrics after a scripted flow', () => {
  let t: TestApp;
  let smtp: TestSmtpServer;
  let m: OrderMarketplace;
  let before: Sample[];
  let after: Sample[];
  const idsSeen: string[] = [];

  let lastScrape = '';
  const scrape = async () => {
    const res = await call(t.app, { method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.statusCode).toBe(200);
    lastScrape = res.body;
    return parseExposition(res.body);
  };
  const delta = (name: string, labels: Record<string, string> = {}) =>
    valueOf(after, name, labels) - valueOf(before, name, labels);

  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    t = await createTestApp({
      PUBLIC_URL: 'https://market.example',
      METRICS_TOKEN: TOKEN,
      SMTP_URL: smtp.url,
      RESERVATION_SWEEP_SECONDS: '1',
    });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    m = await orderMarketplace(t.app);
    before = await scrape();
    await runFlow();
    after = await scrape();
    // PRINT_METRICS=1 shows the scrape (the operations guide and the closing note quote it).
    if (process.env.PRINT_METRICS) console.log(lastScrape);
  }, 60_000);
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  async function runFlow() {
    // Sign-in: wrong passwords until the throttle steps in.
    const email = `${randomUUID()}@example.test`;
    await createUser(t.app, { email });
    for (let attempt = 0; attempt < 20; attempt += 1) {
      const res = await call(t.app, {
        method: 'POST',
        url: '/api/Auth/customer-login',
        payload: { Email: email, Password: 'not-the-password' },
      });
      if (res.statusCode === 429) break;
      expect(res.statusCode).toBe(401);
    }

    const customer = await userWithToken(t.app, 'customer');
    idsSeen.push(customer.user.id, m.pipes.provider.id, m.lamp.id);
    const as = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object, headers = customer.headers) =>
      call(t.app, { method, url, headers, ...(payload ? { payload } : {}) });
    const cart = (await as('GET', `/api/Cart/customer/${customer.user.id}`)).json();
    const orderOnce = async (decision: 'approve' | 'decline') => {
      for (const [listing, quantity] of [
        [m.service.id, 1],
        [m.lamp.id, 1],
      ] as const) {
        const added = await as('POST', '/api/Cart/item', {
          CartId: cart.CartId,
          ServiceItemId: listing,
          Quantity: quantity,
          ModifiedBy: customer.user.id,
        });
        expect(added.statusCode, added.body).toBe(200);
      }
      const placed = await as('POST', '/api/Order', {
        CustomerId: customer.user.id,
        CartId: cart.CartId,
        PaymentType: 'benefit',
      });
      expect(placed.statusCode, placed.body).toBe(201);
      const order = placed.json();
      idsSeen.push(order.OrderId);
      const checkout = await as('POST', '/api/Payment/checkout', { OrderId: order.OrderId });
      const page = new URL(checkout.json().PaymentUrl);
      const back = await call(t.app, { method: 'POST', url: `${page.pathname}/${decision}` });
      const chargeId = new URL(back.headers.location as string).searchParams.get('tap_id');
      const verified = await as('POST', '/api/Payment/verify', { OrderId: order.OrderId, ChargeId: chargeId });
      expect(verified.statusCode, verified.body).toBe(200);
      return order;
    };
    await orderOnce('decline');
    const paid = await orderOnce('approve');
    // The lamp's business cannot deliver: its line is cancelled and refunded at the gateway.
    const lampLine = paid.OrderItems.find((line: { Name: string }) => line.Name === 'Desk lamp');
    const cancelled = await as('PATCH', `/api/OrderItem/${lampLine.OrderItemId}/cancel`, undefined, m.lights.headers);
    expect(cancelled.statusCode, cancelled.body).toBe(200);

    // An upload that is no image.
    const boundary = 'metrics-flow-boundary';
    const body = [
      `--${boundary}`,
      'Content-Disposition: form-data; name="UserId"',
      '',
      customer.user.id,
      `--${boundary}`,
      'Content-Disposition: form-data; name="RelatedType"',
      '',
      'Profile',
      `--${boundary}`,
      'Content-Disposition: form-data; name="RelatedId"',
      '',
      'temp-1718000000000',
      `--${boundary}`,
      'Content-Disposition: form-data; name="File"; filename="notes.png"',
      'Content-Type: image/png',
      '',
      'this is text, not a picture',
      `--${boundary}--`,
      '',
    ].join('\r\n');
    const refused = await call(t.app, {
      method: 'POST',
      url: '/api/Media/upload',
      headers: { ...customer.headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: body,
    });
    expect(refused.statusCode, refused.body).toBe(415);

    // A live stream, open during one scrape.
    const { port } = t.app.server.address() as AddressInfo;
    const abort = new AbortController();
    const stream = await fetch(`http://127.0.0.1:${port}/api/Notification/stream`, {
      headers: customer.headers,
      signal: abort.signal,
    });
    await stream.body!.getReader().read();
    const open = await scrape();
    expect(valueOf(open, 'marketplace_sse_connections')).toBeGreaterThanOrEqual(1);
    abort.abort();

    // The mail the flow queued goes out over SMTP; the reservation sweep runs every second.
    await t.app.mail.drainOnce();
    expect(smtp.received.length).toBeGreaterThan(0);
    const sweepsBefore = valueOf(before, 'marketplace_sweeper_runs_total');
    for (let waited = 0; valueOf(await scrape(), 'marketplace_sweeper_runs_total') === sweepsBefore; waited += 100) {
      if (waited > 10_000) throw new Error('the reservation sweep did not run within 10 s');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  it('counts the requests by route template, method and status class', () => {
    expect(
      delta('marketplace_http_request_duration_seconds_count', {
        method: 'POST',
        route: '/api/Order',
        status_class: '2xx',
      }),
    ).toBe(2);
    expect(
      delta('marketplace_http_request_duration_seconds_count', {
        method: 'PATCH',
        route: '/api/OrderItem/:id/cancel',
        status_class: '2xx',
      }),
    ).toBe(1);
    expect(
      delta('marketplace_http_request_duration_seconds_count', {
        method: 'POST',
        route: '/api/Auth/customer-login',
        status_class: '4xx',
      }),
    ).toBeGreaterThanOrEqual(2);
    // The stream is not a request in flight; the scrape itself is.
    expect(valueOf(after, 'marketplace_http_requests_in_flight')).toBe(1);
    expect(labelSets(after, 'marketplace_http_request_duration_seconds_count').map((l) => l.route)).not.toContain(
      '/api/Notification/stream',
    );
  });

  it('counts the business flow', () => {
    expect(delta('marketplace_orders_placed_total')).toBe(2);
    expect(delta('marketplace_payments_total', { gateway: 'sandbox', outcome: 'succeeded' })).toBe(1);
    expect(delta('marketplace_payments_total', { gateway: 'sandbox', outcome: 'failed' })).toBe(1);
    expect(delta('marketplace_refunds_total', { gateway: 'sandbox', outcome: 'completed' })).toBe(1);
    expect(
      delta('marketplace_gateway_request_duration_seconds_count', {
        gateway: 'sandbox',
        operation: 'createCharge',
        outcome: 'ok',
      }),
    ).toBe(2);
    expect(delta('marketplace_sign_in_failures_total', { reason: 'credentials' })).toBeGreaterThanOrEqual(2);
    expect(delta('marketplace_sign_in_throttled_total')).toBe(1);
    expect(delta('marketplace_uploads_refused_total', { kind: 'image', reason: 'type' })).toBe(1);
    expect(delta('marketplace_mail_deliveries_total', { outcome: 'sent' })).toBeGreaterThan(0);
  });

  it('times the database, Redis, the sweeps and the queues', () => {
    const engine = t.app.database.kind;
    // PostgreSQL times each statement of a transaction; the embedded database times the transaction.
    expect(
      delta('marketplace_db_query_duration_seconds_count', {
        statement: engine === 'postgres' ? 'insert orders' : 'transaction',
        outcome: 'ok',
      }),
    ).toBeGreaterThanOrEqual(2);
    expect(
      delta('marketplace_db_query_duration_seconds_count', { statement: 'select orders', outcome: 'ok' }),
    ).toBeGreaterThan(0);
    expect(valueOf(after, 'marketplace_dependency_up', { dependency: 'database' })).toBe(1);
    if (engine === 'postgres') {
      // The test database's own pool, not DATABASE_POOL_SIZE: the tests open it themselves.
      expect(valueOf(after, 'marketplace_db_pool_max')).toBe(t.app.database.poolStats!().max);
      expect(
        labelSets(after, 'marketplace_db_pool_connections')
          .map((l) => l.state)
          .sort(),
      ).toEqual(['idle', 'in_use', 'waiting']);
    }
    if (TEST_REDIS_URL) {
      expect(valueOf(after, 'marketplace_dependency_up', { dependency: 'redis' })).toBe(1);
      expect(delta('marketplace_redis_command_duration_seconds_count', { outcome: 'ok' })).toBeGreaterThan(0);
    }
    expect(
      valueOf(after, 'marketplace_sweeper_runs_total', { sweeper: 'reservations', outcome: 'ok' }),
    ).toBeGreaterThan(0);
    expect(
      valueOf(after, 'marketplace_sweeper_last_success_timestamp_seconds', { sweeper: 'reservations' }),
    ).toBeGreaterThan(Date.now() / 1000 - 60);
    expect(valueOf(after, 'marketplace_queue_depth', { queue: 'mail' })).toBe(0);
    expect(valueOf(after, 'marketplace_queue_depth', { queue: 'refunds' })).toBe(0);
    expect(valueOf(after, 'marketplace_queue_oldest_age_seconds', { queue: 'mail' })).toBe(0);
    for (const name of [
      'nodejs_eventloop_lag_p99_seconds',
      'nodejs_gc_duration_seconds_count',
      'process_cpu_seconds_total',
    ]) {
      expect(after.some((sample) => sample.name === name)).toBe(true);
    }
  });

  it('exposes every metric it defines, with bounded labels only', () => {
    const names = new Set(after.map((sample) => sample.name.replace(/_(bucket|sum|count)$/, '')));
    const dependsOnEngine =
      t.app.database.kind === 'postgres' ? [] : ['marketplace_db_pool_connections', 'marketplace_db_pool_max'];
    const dependsOnRedis = TEST_REDIS_URL ? [] : ['marketplace_redis_command_duration_seconds'];
    for (const metric of registry.getMetricsAsArray().filter((m) => m.name.startsWith('marketplace_'))) {
      if ([...dependsOnEngine, ...dependsOnRedis].includes(metric.name)) continue;
      expect(names, metric.name).toContain(metric.name);
    }
    for (const sample of after.filter((s) => s.name.startsWith('marketplace_'))) {
      for (const [label, value] of Object.entries(sample.labels)) {
        expect(value, `${sample.name} ${label}`).not.toMatch(UUID);
        expect(value.length, `${sample.name} ${label}`).toBeLessThanOrEqual(80);
        for (const id of idsSeen) expect(value).not.toContain(id);
      }
    }
    const routes = new Set(labelSets(after, 'marketplace_http_request_duration_seconds_count').map((l) => l.route));
    for (const route of routes) expect(route).toMatch(/^(\/|unmatched$)/);
  });
});
