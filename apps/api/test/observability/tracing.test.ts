import type { AddressInfo } from 'node:net';
import { trace } from '@opentelemetry/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTracing, type TracingHandle } from '../../src/lib/observability/trace-export';
import { inSpan, startChildSpan, SpanKind, tracingOn } from '../../src/lib/observability/tracing';
import { customerWithCart, orderMarketplace, placeOrder } from '../../src/modules/orders/testing';
import { createTestApp, type TestApp } from '../test-app';
import { TEST_REDIS_URL } from '../test-redis';
import { startTestSmtpServer, type TestSmtpServer } from '../test-smtp-server';
import { startTapTestServer, type TapTestServer } from '../tap-test-server';
import { spanTree, startOtlpReceiver, type ReceivedSpan } from './otlp-receiver';

// Issue 39: with OTEL_EXPORTER_OTLP_ENDPOINT a checkout is one trace, its request's server span
// over the statements, Redis commands and the call to Tap (a Tap-shaped server here), sent to a
// collector over OTLP; mail goes out in spans of its own; the request id is the trace id. Without
// it nothing is traced and nothing is changed.

const SERVER = 2;
const CLIENT = 3;

describe('tracing off', () => {
  it('creates no span and changes no context', async () => {
    expect(tracingOn()).toBe(false);
    const answer = await inSpan('work', {}, async (span) => {
      expect(span).toBeUndefined();
      expect(trace.getActiveSpan()).toBeUndefined();
      return 42;
    });
    expect(answer).toBe(42);
    expect(startChildSpan('statement', {}, SpanKind.CLIENT)).toBeUndefined();
  });

  it('leaves the HTTP server as Fastify builds it', async () => {
    const t = await createTestApp();
    try {
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = t.app.server.address() as AddressInfo;
      const res = await fetch(`http://127.0.0.1:${port}/api/health/live`);
      expect(res.headers.get('x-request-id')).toMatch(/^[\da-f]{32}$/);
      // Fastify's own listener is the only one: no traced wrapper sits in front of it.
      expect(t.app.server.listeners('request')).toHaveLength(1);
      expect(t.app.server.listeners('request')[0]!.name).not.toBe('tracedRequest');
    } finally {
      await t.close();
    }
  });
});

describe('tracing on', () => {
  const TAP_SECRET = 'sk_test_XKokBfNWv6FIYuTMg5sLPjhJ';
  let receiver: Awaited<ReturnType<typeof startOtlpReceiver>>;
  let tap: TapTestServer;
  let smtp: TestSmtpServer;
  let tracing: TracingHandle;
  let t: TestApp;
  let spans: ReceivedSpan[];
  let requestId: string | null;

  beforeAll(async () => {
    receiver = await startOtlpReceiver();
    tracing = await startTracing({ endpoint: receiver.endpoint, serviceName: 'marketplace-test', sampleRatio: 1 });
    tap = await startTapTestServer(TAP_SECRET);
    smtp = await startTestSmtpServer();
    t = await createTestApp({
      PUBLIC_URL: 'https://market.example',
      METRICS_PORT: '0',
      METRICS_HOST: '127.0.0.1',
      PAYMENT_GATEWAY: 'tap',
      TAP_SECRET_KEY: TAP_SECRET,
      TAP_API_URL: `${tap.url}/v2`,
      SMTP_URL: smtp.url,
    });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const m = await orderMarketplace(t.app);
    const customer = await customerWithCart(t.app, [{ serviceItemId: m.service.id }]);
    const orderId = await placeOrder(t.app, customer);
    const { port } = t.app.server.address() as AddressInfo;
    const checkout = await fetch(`http://127.0.0.1:${port}/api/Payment/checkout`, {
      method: 'POST',
      headers: { ...customer.headers, 'content-type': 'application/json' },
      body: JSON.stringify({ OrderId: orderId }),
    });
    expect(checkout.status, await checkout.text()).toBe(200);
    requestId = checkout.headers.get('x-request-id');
    await tracing.flush();
    spans = receiver.spans;
  });
  afterAll(async () => {
    await t.close();
    await tracing.shutdown();
    await Promise.all([receiver.close(), tap.close(), smtp.close()]);
  });

  it('exports the checkout as one trace: the request over its statements and the call to Tap', () => {
    expect(receiver.contentTypes[0]).toBe('application/json');
    const root = spans.find((span) => span.name === 'POST /api/Payment/checkout')!;
    expect(root).toBeDefined();
    expect(root.kind).toBe(SERVER);
    expect(root.parentSpanId ?? '').toBe('');
    expect(root.service).toBe('marketplace-test');
    expect(root.attributes).toMatchObject({
      'http.request.method': 'POST',
      'http.route': '/api/Payment/checkout',
      'url.path': '/api/Payment/checkout',
      'http.response.status_code': 200,
    });
    // The request id in the logs and the answer is the trace's id.
    expect(requestId).toBe(root.traceId);

    const tree = spanTree(spans, root);
    if (process.env.PRINT_SPAN_TREE) console.log(tree.join('\n'));
    const inTrace = spans.filter((span) => span.traceId === root.traceId);
    const gateway = inTrace.find((span) => span.name === 'tap createCharge')!;
    expect(gateway).toMatchObject({ kind: CLIENT, parentSpanId: root.spanId });
    expect(gateway.attributes).toMatchObject({
      'marketplace.gateway.operation': 'createCharge',
      'http.request.method': 'POST',
      'server.address': new URL(tap.url).host,
      'http.response.status_code': 200,
    });
    const statements = inTrace.filter((span) =>
      ['postgresql', 'pglite'].includes(String(span.attributes['db.system.name'])),
    );
    expect(statements.map((span) => span.name)).toEqual(
      expect.arrayContaining(['select orders', 'insert payment_charges']),
    );
    for (const statement of statements) {
      expect(statement.kind).toBe(CLIENT);
      expect(String(statement.attributes['db.query.text'])).not.toMatch(/'[^']*'/);
    }
    if (TEST_REDIS_URL) {
      expect(inTrace.some((span) => span.name.startsWith('redis ') && span.kind === CLIENT)).toBe(true);
    }
  });

  it('continues a caller’s trace from its traceparent', async () => {
    const traceId = 'a3ce929d0e0e47364bf92f3577b34da6';
    const { port } = t.app.server.address() as AddressInfo;
    const res = await fetch(`http://127.0.0.1:${port}/api/health/live`, {
      headers: { traceparent: `00-${traceId}-00f067aa0ba902b7-01` },
    });
    expect(res.headers.get('x-request-id')).toBe(traceId);
    await tracing.flush();
    const span = receiver.spans.find((received) => received.traceId === traceId)!;
    expect(span).toMatchObject({ name: 'GET /api/health/live', parentSpanId: '00f067aa0ba902b7', kind: SERVER });
  });

  it('keeps the scrape’s probes out of the traces', async () => {
    const address = t.app.metricsAddress()!;
    expect((await fetch(`http://127.0.0.1:${address.port}/metrics`)).status).toBe(200);
    await tracing.flush();
    expect(receiver.spans.map((span) => span.name)).not.toContain('select mail_outbox');
  });

  it('sends each mail delivery as a client span of its own, without the SMTP credentials', async () => {
    await t.app.mail.enqueue(t.app.db, 'layla@example.test', {
      subject: 'Traced',
      text: 'A mail to trace',
      html: '<p>A mail to trace</p>',
      template: 'trace-test',
      links: [],
    });
    await t.app.mail.drainOnce();
    expect(smtp.received).toHaveLength(1);
    await tracing.flush();
    const send = receiver.spans.find((span) => span.name === 'smtp send')!;
    expect(send).toMatchObject({ kind: CLIENT });
    expect(send.attributes).toMatchObject({
      'marketplace.mail.template': 'trace-test',
      'server.address': new URL(smtp.url).host,
    });
  });
});
