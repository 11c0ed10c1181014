import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { addCategory, addListing, providerWithToken } from '../service-items/testing';
import { NO_SUCH_SITEMAP } from './seo.routes';
import { indexEntries, sitemapUrls } from './testing';

// How the listings are paged, and what crawlers' requests cost (issue 35): pages of
// SITEMAP_LISTINGS_PER_PAGE listings (2 here, so that 7 listings make 4 pages), validators that
// answer a conditional request with 304 without reading a listing, and 404 for every other name.

const PER_PAGE = 2;
const PUBLIC_LISTINGS = 7;

let t: TestApp;
let publicIds: string[];

beforeAll(async () => {
  t = await createTestApp({ SITEMAP_LISTINGS_PER_PAGE: String(PER_PAGE) });
  const active = await providerWithToken(t.app, 'active', 'Gulf Fixers');
  const pending = await providerWithToken(t.app, 'pending', 'Pending Co');
  const category = await addCategory(t.app, 'Cleaning');
  publicIds = [];
  for (let i = 0; i < PUBLIC_LISTINGS; i += 1) {
    const row = await addListing(t.app, {
      providerId: active.provider.id,
      categoryId: category.id,
      name: `Clean ${i}`,
    });
    publicIds.push(row.id);
    // Hidden listings between the public ones: a page counts only what it shows.
    await addListing(t.app, { providerId: pending.provider.id, categoryId: category.id, name: `Pending ${i}` });
  }
  publicIds.sort();
});
afterAll(async () => t?.close());

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
const listingIds = (xml: string) => sitemapUrls(xml).flatMap((url) => /\/services\/([\w-]+)$/.exec(url.loc)?.[1] ?? []);

describe('listings pages', () => {
  it('holds SITEMAP_LISTINGS_PER_PAGE listings a page, in id order, each listing on one page only', async () => {
    const index = indexEntries((await get('/sitemap.xml')).body);
    const pages = index.map((entry) => new URL(entry.loc).pathname).filter((path) => path.includes('listings-'));
    expect(pages).toEqual([1, 2, 3, 4].map((n) => `/sitemaps/listings-${n}.xml`));
    const perPage: string[][] = [];
    for (const page of pages) perPage.push([...new Set(listingIds((await get(page)).body))]);
    expect(perPage.map((ids) => ids.length)).toEqual([2, 2, 2, 1]);
    expect(perPage.flat()).toEqual(publicIds);
  });

  it('answers 404 past the last page and for any other name, never a 5xx', async () => {
    for (const name of [
      'listings-5.xml',
      'listings-0.xml',
      'listings-01.xml',
      'listings--1.xml',
      'listings-abc.xml',
      'listings-1.5.xml',
      'listings-999999999999999999999.xml',
      `listings-${'9'.repeat(80)}.xml`,
      'listings-1.txt',
      'listings-1',
      'pages.xml.gz',
      'index.xml',
      '..%2F..%2Fetc%2Fpasswd',
      '%00',
      '%E2%80%AE.xml',
    ]) {
      const res = await get(`/sitemaps/${name}`);
      expect(res.statusCode, name).toBe(404);
      expect(res.json(), name).toEqual({ Message: NO_SUCH_SITEMAP, message: NO_SUCH_SITEMAP, StatusCode: 404 });
    }
    // Past the router's parameter length (100 characters), Fastify answers 414 itself.
    expect((await get(`/sitemaps/listings-${'9'.repeat(400)}.xml`)).statusCode).toBe(414);
    expect((await get('/sitemaps/')).statusCode).toBe(404);
    expect((await get('/sitemaps')).statusCode).toBe(404);
  });

  it('never answers 5xx, whatever the name and validators sent', async () => {
    const printable = fc.string({
      unit: fc.constantFrom(...' !"#$%&\'()*+,-./0123456789:;<=>?@AZaz[]^_`{|}~'.split('')),
    });
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.string({ unit: 'binary' }),
          printable,
          fc.nat().map((n) => `listings-${n}.xml`),
        ),
        fc.option(printable, { nil: undefined }),
        fc.option(printable, { nil: undefined }),
        async (name, noneMatch, modifiedSince) => {
          const headers: Record<string, string> = {};
          if (noneMatch !== undefined) headers['if-none-match'] = noneMatch;
          if (modifiedSince !== undefined) headers['if-modified-since'] = modifiedSince;
          const segment = (() => {
            try {
              return encodeURIComponent(name);
            } catch {
              return undefined; // a lone surrogate: no URL can carry it
            }
          })();
          fc.pre(segment !== undefined);
          const res = await get(`/sitemaps/${segment}`, headers);
          expect([200, 304, 404, 414], `${name} -> ${res.statusCode}: ${res.body.slice(0, 200)}`).toContain(
            res.statusCode,
          );
        },
      ),
      { seed: 35, numRuns: 150 },
    );
  });
});

describe('conditional requests', () => {
  for (const path of ['/sitemap.xml', '/sitemaps/pages.xml', '/sitemaps/listings-2.xml']) {
    it(`${path}: 304 for the ETag or a date at or after Last-Modified, else 200`, async () => {
      const first = await get(path);
      expect(first.statusCode).toBe(200);
      expect(first.headers['cache-control']).toBe('public, max-age=300');
      const etag = String(first.headers.etag);
      const lastModified = String(first.headers['last-modified']);
      expect(etag).toMatch(/^W\/"[\w-]+"$/);
      expect(new Date(lastModified).toUTCString()).toBe(lastModified);

      const matching = await get(path, { 'if-none-match': `"other", ${etag}` });
      expect(matching.statusCode).toBe(304);
      expect(matching.body).toBe('');
      expect(matching.headers.etag).toBe(etag);
      expect((await get(path, { 'if-none-match': etag.slice(2) })).statusCode).toBe(304);
      expect((await get(path, { 'if-modified-since': lastModified })).statusCode).toBe(304);

      expect((await get(path, { 'if-none-match': '"other"' })).statusCode).toBe(200);
      const earlier = new Date(Date.parse(lastModified) - 1000).toUTCString();
      expect((await get(path, { 'if-modified-since': earlier })).statusCode).toBe(200);
      // If-None-Match decides when both are sent.
      expect((await get(path, { 'if-none-match': '"other"', 'if-modified-since': lastModified })).statusCode).toBe(200);
      expect((await get(path, { 'if-modified-since': 'not a date' })).statusCode).toBe(200);
    });
  }

  it('gives each origin its own ETag (the URLs in the body differ)', async () => {
    const here = await get('/sitemaps/listings-1.xml');
    const there = await t.app.inject({
      method: 'GET',
      url: '/sitemaps/listings-1.xml',
      headers: { host: '127.0.0.1:3000' },
    });
    expect(there.body).toContain('http://127.0.0.1:3000/services/');
    expect(there.headers.etag).not.toBe(here.headers.etag);
  });

  it('answers HEAD with the headers alone', async () => {
    const head = await t.app.inject({ method: 'HEAD', url: '/sitemaps/listings-1.xml' });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(head.headers.etag).toMatch(/^W\//);
    expect(head.body).toBe('');
  });

  it('answers 304 from the plan without reading a listing', async () => {
    const page = await get('/sitemaps/listings-1.xml');
    const index = await get('/sitemap.xml');
    // With the table out of reach, only an answer that never reads it can succeed.
    await t.app.db.execute(sql`alter table service_items rename to service_items_away`);
    try {
      const again = await get('/sitemaps/listings-1.xml', { 'if-none-match': String(page.headers.etag) });
      expect(again.statusCode).toBe(304);
      const indexAgain = await get('/sitemap.xml', { 'if-modified-since': String(index.headers['last-modified']) });
      expect(indexAgain.statusCode).toBe(304);
      expect((await get('/sitemaps/listings-1.xml')).statusCode).toBeGreaterThanOrEqual(500);
    } finally {
      await t.app.db.execute(sql`alter table service_items_away rename to service_items`);
    }
  });
});

describe('between plans', () => {
  it('lists a new listing at once, on the one page whose id range holds it', async () => {
    const category = await addCategory(t.app, 'Gardening');
    const provider = await providerWithToken(t.app, 'active', 'Green Thumb');
    const fresh = await addListing(t.app, { providerId: provider.provider.id, categoryId: category.id, name: 'Mow' });
    const pages = await Promise.all([1, 2, 3, 4].map((n) => get(`/sitemaps/listings-${n}.xml`)));
    const holding = pages.filter((page) => listingIds(page.body).includes(fresh.id));
    expect(holding).toHaveLength(1);
    // The plan (and so the page count) is kept until it is made again.
    expect((await get('/sitemaps/listings-5.xml')).statusCode).toBe(404);
  });
});
