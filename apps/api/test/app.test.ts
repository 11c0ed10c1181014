import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test-app';

const fixtures = join(import.meta.dirname, 'testing');

describe('API foundation', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      STOREFRONT_DIR: join(fixtures, 'storefront'),
      BACKOFFICE_DIR: join(fixtures, 'backoffice'),
      CORS_ORIGINS: 'https://partner.example',
    });
  });
  afterAll(() => t.close());

  it('answers the health check after asking the database', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ Status: 'ok', Database: 'up', Version: expect.any(String) });
  });

  it('matches routes case-insensitively, as the spec uses both spellings', async () => {
    for (const url of ['/api/Health', '/API/HEALTH', '/api/health/']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
    }
  });

  it('gives every response a request id shaped as a trace id, and keeps a sane incoming one', async () => {
    const fresh = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(fresh.headers['x-request-id']).toMatch(/^[0-9a-f]{32}$/);
    // A caller's W3C trace context wins: its trace id is the request id (tracing on or off).
    const traceId = '4bf92f3577b34da6a3ce929d0e0e4736';
    const traced = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { traceparent: `00-${traceId}-00f067aa0ba902b7-01`, 'x-request-id': 'trace-42' },
    });
    expect(traced.headers['x-request-id']).toBe(traceId);
    const zero = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { traceparent: `00-${'0'.repeat(32)}-00f067aa0ba902b7-01` },
    });
    expect(zero.headers['x-request-id']).not.toBe('0'.repeat(32));
    const kept = await t.app.inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': 'trace-42' } });
    expect(kept.headers['x-request-id']).toBe('trace-42');
    const bogus = await t.app.inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': 'a b<script>' } });
    expect(bogus.headers['x-request-id']).not.toBe('a b<script>');
  });

  it('sends security headers with a CSP that allows only our own scripts', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/home' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('allows cross-origin calls only from configured origins', async () => {
    const allowed = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/health',
      headers: { origin: 'https://partner.example', 'access-control-request-method': 'GET' },
    });
    expect(allowed.headers['access-control-allow-origin']).toBe('https://partner.example');
    const other = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { origin: 'https://evil.example' },
    });
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('answers unknown API routes with the JSON error body', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      Message: 'Route GET /api/nothing-here not found',
      message: 'Route GET /api/nothing-here not found',
      StatusCode: 404,
    });
    const post = await t.app.inject({ method: 'POST', url: '/home' });
    expect(post.statusCode).toBe(404);
    expect(post.json().StatusCode).toBe(404);
  });

  it('serves the storefront build with SPA fallback and cache rules', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/services?Search=plumber' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.body).toContain('storefront-fixture');
    const asset = await t.app.inject({ method: 'GET', url: '/assets/app-3f2a9c.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    const rootFile = await t.app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(rootFile.statusCode).toBe(200);
    expect(rootFile.body).toContain('<svg');
    const missingAsset = await t.app.inject({ method: 'GET', url: '/media/nope.jpg' });
    expect(missingAsset.statusCode).toBe(404);
    expect(missingAsset.json().StatusCode).toBe(404);
  });

  it('serves the back office for /admin and /provider-dashboard routes', async () => {
    for (const url of ['/admin/analytics', '/provider-dashboard/home', '/Admin']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('backoffice-fixture');
    }
    const asset = await t.app.inject({ method: 'GET', url: '/backoffice/assets/admin-1b2c3d.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.body).toContain('backoffice');
    expect((await t.app.inject({ method: 'GET', url: '/administration' })).body).toContain('storefront-fixture');
  });

  it('publishes the OpenAPI document and Swagger UI', async () => {
    const doc = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(doc.statusCode).toBe(200);
    expect(doc.json()).toMatchObject({ openapi: '3.1.0', paths: { '/api/health': { get: expect.any(Object) } } });
    const ui = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(ui.statusCode).toBe(200);
    expect(ui.body).toContain('swagger');
  });

  it('compresses large responses', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json', headers: { 'accept-encoding': 'gzip' } });
    expect(res.headers['content-encoding']).toBe('gzip');
  });
});

describe('API without built apps', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers page requests with a clear 404 instead of crashing', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/home' });
    expect(res.statusCode).toBe(404);
    expect(res.json().Message).toBe('Route GET /home not found');
  });
});

describe('without a back-office build', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      STOREFRONT_DIR: join(fixtures, 'storefront'),
      BACKOFFICE_DIR: join(fixtures, 'no-such-backoffice'),
    });
  });
  afterAll(() => t.close());

  it('answers back-office paths with the storefront, whose hand-off page explains it', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/provider-dashboard/home' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('storefront-fixture');
    expect((await t.app.inject({ method: 'GET', url: '/api/nope' })).statusCode).toBe(404);
  });
});
