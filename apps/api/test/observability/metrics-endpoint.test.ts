import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config/config';
import { call } from '../account-helpers';
import { createTestApp, type TestApp } from '../test-app';

// Issue 39: the metrics are never public on the main port. They are served on METRICS_PORT (for
// the private network Prometheus scrapes from) and, with METRICS_TOKEN, at /metrics on the main
// port to the token's bearer only; the metrics port asks for the token too when there is one.

const TOKEN = 'a-metrics-token-long-enough-to-be-a-secret-42';

const metricsUrl = (t: TestApp, path = '/metrics') => {
  const address = t.app.metricsAddress();
  if (!address) throw new Error('no metrics port');
  return `http://127.0.0.1:${address.port}${path}`;
};

describe('the metrics endpoints', () => {
  let open: TestApp;
  let guarded: TestApp;
  beforeAll(async () => {
    open = await createTestApp({ METRICS_PORT: '0', METRICS_HOST: '127.0.0.1' });
    guarded = await createTestApp({ METRICS_PORT: '0', METRICS_HOST: '127.0.0.1', METRICS_TOKEN: TOKEN });
  });
  afterAll(async () => {
    await open.close();
    await guarded.close();
  });

  it('are not on the main port without a token', async () => {
    const res = await call(open.app, { method: 'GET', url: '/metrics' });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('marketplace_');
  });

  it('answer on the metrics port, at /metrics only', async () => {
    const res = await fetch(metricsUrl(open));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(await res.text()).toContain('# TYPE marketplace_http_request_duration_seconds histogram');
    expect((await fetch(metricsUrl(open, '/'))).status).toBe(404);
    expect((await fetch(metricsUrl(open, '/api/health'))).status).toBe(404);
    expect((await fetch(metricsUrl(open), { method: 'POST' })).status).toBe(404);
  });

  it('on the main port, answer the bearer of the token and no one else', async () => {
    const refusals = [
      {},
      { authorization: `Bearer ${TOKEN.slice(0, -1)}` },
      { authorization: `Bearer ${TOKEN}x` },
      { authorization: `Basic ${Buffer.from(`metrics:${TOKEN}`).toString('base64')}` },
      { authorization: TOKEN },
    ];
    for (const headers of refusals) {
      const res = await call(guarded.app, { method: 'GET', url: '/metrics', headers });
      expect(res.statusCode, JSON.stringify(headers)).toBe(401);
      expect(res.headers['www-authenticate']).toBe('Bearer realm="metrics"');
      expect(res.body).not.toContain('marketplace_');
    }
    const res = await call(guarded.app, {
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toContain('marketplace_http_requests_in_flight');
  });

  it('on the metrics port, ask for the token when there is one', async () => {
    expect((await fetch(metricsUrl(guarded))).status).toBe(401);
    const res = await fetch(metricsUrl(guarded), { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.status).toBe(200);
  });

  it('refuse a configuration that would make them public or guessable', () => {
    expect(() => loadConfig({ PORT: '3000', METRICS_PORT: '3000' })).toThrow(ConfigError);
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN/);
    expect(() => loadConfig({ METRICS_TOKEN: `${'x'.repeat(32)} space` })).toThrow(/METRICS_TOKEN/);
    expect(loadConfig({ METRICS_PORT: '9464' }).metrics).toEqual({ port: 9464, host: 'localhost', token: undefined });
  });

  it('report a database that hangs as down, within the scrape', async () => {
    const { database } = guarded.app;
    const ping = database.ping;
    (database as { ping: () => Promise<void> }).ping = () => new Promise(() => {});
    try {
      const started = performance.now();
      const res = await fetch(metricsUrl(guarded), { headers: { authorization: `Bearer ${TOKEN}` } });
      expect(await res.text()).toContain('marketplace_dependency_up{dependency="database"} 0');
      expect(performance.now() - started).toBeLessThan(2000);
    } finally {
      (database as { ping: () => Promise<void> }).ping = ping;
    }
    const back = await fetch(metricsUrl(guarded), { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(await back.text()).toContain('marketplace_dependency_up{dependency="database"} 1');
  });
});
