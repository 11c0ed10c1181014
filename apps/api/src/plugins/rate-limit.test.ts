import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';

const fixtures = join(import.meta.dirname, '..', '..', 'test', 'testing');
const LIMIT = 5;

/** What one page load fetches besides the API: the page, its bundles, media; GET and HEAD. */
const FILE_REQUESTS = [
  ['GET', '/'],
  ['GET', '/home'],
  ['GET', '/services/some-listing'],
  ['HEAD', '/home'],
  ['GET', '/assets/app-3f2a9c.js'],
  ['HEAD', '/assets/app-3f2a9c.js'],
  ['GET', '/favicon.svg'],
  ['GET', '/robots.txt'],
  ['GET', '/assets/missing-chunk.js'],
  ['GET', '/admin/analytics'],
  ['GET', '/backoffice/assets/admin-1b2c3d.js'],
  ['GET', '/media/photo.png'],
  ['GET', '/media/missing.png'],
] as const;

describe(`the per-address limit (RATE_LIMIT_MAX=${LIMIT})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      RATE_LIMIT_MAX: String(LIMIT),
      STOREFRONT_DIR: join(fixtures, 'storefront'),
      BACKOFFICE_DIR: join(fixtures, 'backoffice'),
    });
    await writeFile(join(t.config.mediaDir, 'photo.png'), 'png bytes');
  });
  afterAll(() => t.close());

  const call = (remoteAddress: string, method: 'GET' | 'HEAD' | 'POST', url: string, payload?: object) =>
    t.app.inject({ method, url, remoteAddress, ...(payload ? { payload } : {}) });

  const expectLimited = (res: Awaited<ReturnType<typeof call>>) => {
    expect(res.statusCode).toBe(429);
    expect(res.headers['retry-after']).toMatch(/^[1-9]\d*$/);
    expect(res.json().Message).toMatch(/^Too many requests\. Please wait \d+ seconds and try again\.$/);
  };

  it('never counts files: pages, bundles and media load however many visitors share an address', async () => {
    for (let round = 0; round < 4; round += 1) {
      for (const [method, url] of FILE_REQUESTS) {
        const res = await call('10.0.0.1', method, url);
        expect(res.statusCode, `${method} ${url} (round ${round + 1})`).not.toBe(429);
      }
    }
  });

  it('keeps the limit on the API, with Retry-After, while files still load for that address', async () => {
    for (let i = 0; i < LIMIT; i += 1) expect((await call('10.0.0.2', 'GET', '/api/Category')).statusCode).toBe(200);
    expectLimited(await call('10.0.0.2', 'GET', '/api/Category'));
    for (const [method, url] of FILE_REQUESTS) {
      expect((await call('10.0.0.2', method, url)).statusCode, `${method} ${url}`).not.toBe(429);
    }
  });

  it('counts unknown /api paths, which reach the storefront catch-all route', async () => {
    for (let i = 0; i < LIMIT; i += 1) {
      expect((await call('10.0.0.3', 'GET', '/api/nothing-here')).statusCode).toBe(404);
    }
    expectLimited(await call('10.0.0.3', 'GET', '/API/nothing-here'));
  });

  it('keeps the tighter per-route limits of sign-in, with Retry-After', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 100 && !statuses.includes(429); i += 1) {
      const res = await call('10.0.0.4', 'POST', '/api/Auth/login', { Email: 'not an e-mail' });
      statuses.push(res.statusCode);
      if (res.statusCode === 429) expectLimited(res);
    }
    expect(statuses).toContain(429);
  });
});
