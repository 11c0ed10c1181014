import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test-app';
import { listenOnLoopback, openStream } from '../src/modules/notifications/testing';
import { userWithToken } from '../src/modules/service-items/testing';

const fixtures = join(import.meta.dirname, 'testing');

/**
 * Exactly what `@fastify/helmet` 13 (helmet 8) sent with our options before the headers were
 * built once at boot (issue 18), captured from its responses: the rewrite must not change them.
 */
const EXPECTED_HEADERS = {
  'content-security-policy':
    "default-src 'self';script-src 'self';style-src 'self' 'unsafe-inline';img-src 'self' data: blob:;" +
    "font-src 'self' data:;connect-src 'self';manifest-src 'self';object-src 'none';base-uri 'self';" +
    "form-action 'self';frame-ancestors 'none'",
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'no-referrer',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'SAMEORIGIN',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
};

describe('security headers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      RATE_LIMIT_MAX: '2',
      CORS_ORIGINS: 'https://partner.example',
      STOREFRONT_DIR: join(fixtures, 'storefront'),
      BACKOFFICE_DIR: join(fixtures, 'backoffice'),
    });
  });
  afterAll(() => t.close());

  // Each test calls from an address of its own, so the small rate limit refuses only where meant.
  type Extra = { method?: 'GET' | 'OPTIONS'; headers?: Record<string, string>; from?: string };
  const request = (url: string, extra: Extra = {}) =>
    t.app.inject({
      method: extra.method ?? 'GET',
      url,
      remoteAddress: extra.from ?? '10.9.0.1',
      headers: extra.headers,
    });

  it('are the same on API answers, errors, pages, files and preflights', async () => {
    const responses = {
      health: await request('/api/health'),
      unknownApiPath: await request('/api/nothing-here'),
      page: await request('/home'),
      file: await request('/favicon.svg'),
      robots: await request('/robots.txt'),
      missingFile: await request('/assets/missing-chunk.js'),
      preflight: await request('/api/Category', {
        method: 'OPTIONS',
        headers: { origin: 'https://partner.example', 'access-control-request-method': 'GET' },
      }),
    };
    expect(responses.health.statusCode).toBe(200);
    expect(responses.unknownApiPath.statusCode).toBe(404);
    expect(responses.page.statusCode).toBe(200);
    expect(responses.preflight.statusCode).toBe(204);
    for (const [name, response] of Object.entries(responses)) {
      expect(response.headers, name).toMatchObject(EXPECTED_HEADERS);
      expect(response.headers['cross-origin-embedder-policy'], name).toBeUndefined();
    }
  });

  it('are on the live notification stream, which takes the response over from Fastify', async () => {
    const customer = await userWithToken(t.app, 'customer');
    const live = await openStream(await listenOnLoopback(t.app), '/api/Notification/stream', customer.headers);
    try {
      expect(live.status).toBe(200);
      expect(Object.fromEntries(live.headers)).toMatchObject(EXPECTED_HEADERS);
    } finally {
      live.close();
    }
  });

  it('are on a refused request too (429 from the rate limit)', async () => {
    let limited;
    for (let i = 0; i < 5 && limited === undefined; i += 1) {
      const response = await request('/api/Category', { from: '10.9.0.2' });
      if (response.statusCode === 429) limited = response;
    }
    expect(limited?.statusCode).toBe(429);
    expect(limited?.headers).toMatchObject(EXPECTED_HEADERS);
  });
});

describe('cross-origin requests without configured origins', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('get no CORS headers, and preflights the JSON 404 of an unknown route', async () => {
    const origin = 'https://elsewhere.example';
    const preflight = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/Category',
      headers: { origin, 'access-control-request-method': 'GET' },
    });
    expect(preflight.statusCode).toBe(404);
    expect(preflight.json()).toMatchObject({ StatusCode: 404 });
    const read = await t.app.inject({ method: 'GET', url: '/api/health', headers: { origin } });
    expect(read.statusCode).toBe(200);
    for (const response of [preflight, read]) {
      const corsHeaders = Object.keys(response.headers).filter((name) => name.startsWith('access-control-'));
      expect(corsHeaders).toEqual([]);
      // (Every API answer varies with Accept-Language, its language; never with the origin here.)
      expect(String(response.headers.vary ?? '')).not.toMatch(/origin/i);
    }
  });
});
