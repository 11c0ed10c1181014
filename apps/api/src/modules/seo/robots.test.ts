import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { addCategory, addListing, providerWithToken } from '../service-items/testing';
import { DISALLOWED_PATHS } from './robots';
import { sitemapUrls } from './testing';

// GET /robots.txt (issue 35): what crawlers may fetch, and where the sitemap is.

const fixtures = join(import.meta.dirname, '..', '..', '..', 'test', 'testing');

/** Google's rule for our file: the longest matching prefix wins, and every Disallow is longer than `Allow: /`. */
const disallowed = (path: string) => DISALLOWED_PATHS.some((prefix) => path.startsWith(prefix));

let t: TestApp;
beforeAll(async () => {
  // The storefront fixture carries a robots.txt file of its own: the route must win over it.
  t = await createTestApp({
    STOREFRONT_DIR: join(fixtures, 'storefront'),
    BACKOFFICE_DIR: join(fixtures, 'backoffice'),
  });
  const provider = await providerWithToken(t.app, 'active', 'Gulf Fixers');
  const category = await addCategory(t.app, 'Cleaning');
  await addListing(t.app, { providerId: provider.provider.id, categoryId: category.id, name: 'Deep clean' });
});
afterAll(async () => t?.close());

describe('GET /robots.txt', () => {
  it('is plain text that allows the site, disallows the private paths and names the sitemap index', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    const lines = res.body.split('\n');
    expect(lines.slice(0, 2)).toEqual(['User-agent: *', 'Allow: /']);
    const rules = lines.filter((line) => line.startsWith('Disallow: ')).map((line) => line.slice('Disallow: '.length));
    const storefront = [
      '/admin',
      '/provider-dashboard',
      '/customer-dashboard',
      '/customer-auth',
      '/start',
      '/payments',
      '/payment/',
      '/notifications',
      '/ResetPassword',
      '/reset-password/',
      '/verify-email',
      '/provider-login',
    ];
    expect(rules).toEqual(['/api/', '/backoffice/', ...storefront, ...storefront.map((path) => `/ar${path}`)]);
    expect(lines).toContain('Sitemap: http://localhost:80/sitemap.xml');
  });

  it('names the sitemap at the address the visitor used, or at PUBLIC_URL', async () => {
    const local = await t.app.inject({ method: 'GET', url: '/robots.txt', headers: { host: '127.0.0.1:3000' } });
    expect(local.body).toContain('Sitemap: http://127.0.0.1:3000/sitemap.xml');
    // Any other host is the caller's claim: the configured default, never the claim.
    const claimed = await t.app.inject({ method: 'GET', url: '/robots.txt', headers: { host: 'evil.example' } });
    expect(claimed.body).toContain(`Sitemap: ${t.config.publicUrl}/sitemap.xml`);
  });

  it('keeps crawlers out of private pages in both languages and lets them reach every page the sitemaps list', async () => {
    for (const path of [
      '/api/Category',
      '/backoffice/assets/admin.js',
      '/admin/analytics',
      '/customer-dashboard/orders',
      '/ar/customer-dashboard/orders',
      '/payments',
      '/ar/payment/result',
      '/ResetPassword?token=x',
      '/reset-password/customer/token',
      '/ar/verify-email?token=x',
      '/ar/provider-login',
    ])
      expect(disallowed(path), path).toBe(true);

    const listed: string[] = [];
    for (const sitemap of ['/sitemaps/pages.xml', '/sitemaps/listings-1.xml']) {
      const res = await t.app.inject({ method: 'GET', url: sitemap });
      listed.push(...sitemapUrls(res.body).map((url) => new URL(url.loc).pathname));
    }
    expect(listed.length).toBeGreaterThan(12);
    for (const path of listed) expect(disallowed(path), path).toBe(false);
  });
});
