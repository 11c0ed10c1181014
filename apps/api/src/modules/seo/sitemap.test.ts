import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServiceItemList } from '@marketplace/contract';
import { categories, providers, serviceItems, users } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { addCategory, addListing, providerWithToken } from '../service-items/testing';
import { indexEntries, sitemapUrls, W3C_DATETIME, type SitemapUrl } from './testing';

// What the sitemaps list (issue 35): every public page in English and Arabic with its alternates,
// the listings exactly as the public catalog shows them, and dates from the data.

const ORIGIN = 'http://localhost:80';
const created = new Date('2026-01-02T03:04:05.678Z');

let t: TestApp;
let world: Awaited<ReturnType<typeof setup>>;

async function setup(app: TestApp['app']) {
  const active = await providerWithToken(app, 'active', 'Gulf Fixers');
  const inactive = await providerWithToken(app, 'inactive', 'Closed Co');
  const enabled = await addCategory(app, 'Cleaning');
  const disabled = await addCategory(app, 'Hidden Things', false);
  const listing = (name: string, extra: Partial<Parameters<typeof addListing>[1]> = {}) =>
    addListing(app, { providerId: active.provider.id, categoryId: enabled.id, name, createdAt: created, ...extra });
  return {
    active,
    inactive,
    enabled,
    disabled,
    shown: await listing('Deep clean'),
    unavailable: await listing('Paused window cleaning', { availability: 'unavailable' }),
    discontinued: await listing('Old service', { availability: 'discontinued' }),
    ofInactive: await listing('Closed service', { providerId: inactive.provider.id }),
    inDisabled: await listing('Hidden thing', { categoryId: disabled.id }),
    toHide: await listing('Soon gone'),
  };
}

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

async function urlsOf(path: string): Promise<SitemapUrl[]> {
  const res = await get(path);
  expect(res.statusCode, path).toBe(200);
  expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
  return sitemapUrls(res.body);
}

const listingIdsIn = (urls: SitemapUrl[]) =>
  urls.flatMap((url) => /^http:\/\/localhost:80\/services\/([\w-]+)$/.exec(url.loc)?.[1] ?? []);

beforeAll(async () => {
  t = await createTestApp();
  world = await setup(t.app);
});
afterAll(async () => t?.close());

describe('GET /sitemap.xml', () => {
  it('is a sitemap index over pages.xml and the listings pages, each with its latest change', async () => {
    const res = await get('/sitemap.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    const entries = indexEntries(res.body);
    expect(entries.map((entry) => entry.loc)).toEqual([
      `${ORIGIN}/sitemaps/pages.xml`,
      `${ORIGIN}/sitemaps/listings-1.xml`,
    ]);
    for (const entry of entries) expect(entry.lastmod).toMatch(W3C_DATETIME);
    // Every page it names answers.
    for (const entry of entries) expect((await get(new URL(entry.loc).pathname)).statusCode).toBe(200);
  });
});

describe('GET /sitemaps/listings-1.xml', () => {
  it('lists exactly the listings the public catalog shows', async () => {
    const catalog = (await get('/api/service-items?Limit=100')).json() as ServiceItemList;
    const ids = listingIdsIn(await urlsOf('/sitemaps/listings-1.xml'));
    expect(ids.sort()).toEqual(catalog.Items.map((item) => item.ServiceItemId).sort());
    expect(ids).toContain(world.unavailable.id);
    for (const hidden of [world.discontinued, world.ofInactive, world.inDisabled]) expect(ids).not.toContain(hidden.id);
  });

  it('gives each listing in English and Arabic, with both alternates, x-default and its lastmod', async () => {
    const urls = await urlsOf('/sitemaps/listings-1.xml');
    const english = `${ORIGIN}/services/${world.shown.id}`;
    const arabic = `${ORIGIN}/ar/services/${world.shown.id}`;
    const alternates = { en: english, ar: arabic, 'x-default': english };
    expect(urls.filter((url) => url.loc === english || url.loc === arabic)).toEqual([
      { loc: english, lastmod: '2026-01-02T03:04:05Z', alternates },
      { loc: arabic, lastmod: '2026-01-02T03:04:05Z', alternates },
    ]);
    // Two URLs a listing, listed in id order.
    const ids = listingIdsIn(urls);
    expect(urls).toHaveLength(ids.length * 2);
    expect(ids).toEqual([...ids].sort());
  });

  it('drops a listing as soon as it is discontinued, its provider deactivated or its category disabled', async () => {
    const ids = async () => listingIdsIn(await urlsOf('/sitemaps/listings-1.xml'));
    expect(await ids()).toContain(world.toHide.id);
    await t.app.db
      .update(serviceItems)
      .set({ availability: 'discontinued' })
      .where(eq(serviceItems.id, world.toHide.id));
    expect(await ids()).not.toContain(world.toHide.id);

    await t.app.db.update(providers).set({ accState: 'inactive' }).where(eq(providers.id, world.active.provider.id));
    expect(await ids()).toEqual([]);
    await t.app.db.update(providers).set({ accState: 'active' }).where(eq(providers.id, world.active.provider.id));

    await t.app.db.update(categories).set({ isEnable: false }).where(eq(categories.id, world.enabled.id));
    expect(await ids()).toEqual([]);
    await t.app.db.update(categories).set({ isEnable: true }).where(eq(categories.id, world.enabled.id));
    expect(await ids()).toContain(world.shown.id);
  });
});

describe('GET /sitemaps/pages.xml', () => {
  it('lists the public pages, the enabled categories and the public brand pages, in both languages', async () => {
    const urls = await urlsOf('/sitemaps/pages.xml');
    const paths = urls.map((url) => url.loc.slice(ORIGIN.length));
    const both = (path: string) => [path, `/ar${path}`];
    expect(paths).toEqual([
      ...['/home', '/services', '/brands', '/contact', '/cookie-policy', '/help', '/provider-signup'].flatMap(both),
      ...both(`/services?CategoryId=${world.enabled.id}`),
      ...both(`/brands/${world.active.provider.id}`),
    ]);
    for (const url of urls) {
      const english = url.loc.replace(`${ORIGIN}/ar/`, `${ORIGIN}/`);
      expect(url.alternates).toEqual({
        en: english,
        ar: english.replace(ORIGIN, `${ORIGIN}/ar`),
        'x-default': english,
      });
    }
    const lastmodOf = (path: string) => urls.find((url) => url.loc === ORIGIN + path)?.lastmod;
    expect(lastmodOf('/home')).toMatch(W3C_DATETIME);
    expect(lastmodOf('/brands')).toMatch(W3C_DATETIME);
    expect(lastmodOf('/contact')).toBeUndefined();
    expect(lastmodOf(`/services?CategoryId=${world.enabled.id}`)).toMatch(W3C_DATETIME);
  });

  it('leaves out the brand page of a business whose user was removed', async () => {
    await t.app.db.update(users).set({ isDeleted: true }).where(eq(users.id, world.active.user.id));
    try {
      const paths = (await urlsOf('/sitemaps/pages.xml')).map((url) => url.loc);
      expect(paths).not.toContain(`${ORIGIN}/brands/${world.active.provider.id}`);
    } finally {
      await t.app.db.update(users).set({ isDeleted: false }).where(eq(users.id, world.active.user.id));
    }
  });

  it('escapes what XML needs escaped, here the address given as PUBLIC_URL', async () => {
    const odd = await createTestApp({ PUBLIC_URL: "https://shop.example/a&b'" });
    try {
      const res = await odd.app.inject({ method: 'GET', url: '/sitemaps/pages.xml' });
      expect(res.body).toContain('<loc>https://shop.example/a&amp;b&apos;/home</loc>');
      expect(sitemapUrls(res.body)[0]!.loc).toBe("https://shop.example/a&b'/home");
    } finally {
      await odd.close();
    }
  });
});
