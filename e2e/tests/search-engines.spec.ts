import { expect, test, type APIRequestContext } from '@playwright/test';
import type { Category } from '@marketplace/contract';
import { jsonLdIn, richResultProblems } from '@marketplace/contract/structured-data-rules';
import { waitForPageReady } from '../testing/browser-state';
import { listingNamed } from '../testing/catalog';
import { DETAIL_LISTING } from '../testing/routes';

// What search engines and link previews get from the production build (issue 35): the documents as
// a crawler fetches them (no JavaScript), their statuses, head tags and JSON-LD; robots.txt and the
// sitemaps; and that the browser keeps what the server said once the page is hydrated.

const GONE = '5a1e2b3c-4d5e-4f60-8a7b-9c0d1e2f3a4b';

interface Document {
  readonly status: number;
  readonly html: string;
}

async function fetchDocument(request: APIRequestContext, path: string): Promise<Document> {
  const response = await request.get(path, { maxRedirects: 0 });
  return { status: response.status(), html: await response.text() };
}

const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];
const decode = (text: string) => text.replace(/&amp;/g, '&').replace(/&quot;/g, '"');
const canonicalOf = (html: string) => {
  const href = /<link rel="canonical" href="([^"]*)">/.exec(html)?.[1];
  return href === undefined ? undefined : decode(href);
};
const metaOf = (html: string, key: string) => {
  const content = [...html.matchAll(/<meta (?:name|property)="([^"]+)" content="([^"]*)">/g)].find(
    ([, name]) => name === key,
  )?.[2];
  return content === undefined ? undefined : decode(content);
};

/** The page's JSON-LD, each object checked against Google's rules for its type. */
function checkedJsonLd(html: string): Record<string, Record<string, unknown>> {
  const all = jsonLdIn(html);
  for (const data of all) expect(richResultProblems(data), String(data['@type'])).toEqual([]);
  return Object.fromEntries(all.map((data) => [String(data['@type']), data]));
}

test.describe('documents as a crawler reads them', () => {
  test('the catalog pages: titles from the data, canonical links, previews and JSON-LD', async ({
    request,
    baseURL,
  }) => {
    const listing = await listingNamed(request, DETAIL_LISTING);
    const origin = new URL(baseURL!).origin;

    const home = await fetchDocument(request, '/home');
    expect(home.status).toBe(200);
    expect(canonicalOf(home.html)).toBe(`${origin}/home`);
    expect(Object.keys(checkedJsonLd(home.html))).toEqual(['WebSite']);

    const item = await fetchDocument(request, `/services/${listing.ServiceItemId}?utm_source=whatsapp`);
    expect(item.status).toBe(200);
    expect(titleOf(item.html)).toBe(`Services Marketplace Bahrain | ${listing.Name} by ${listing.BusinessName}`);
    expect(canonicalOf(item.html)).toBe(`${origin}/services/${listing.ServiceItemId}`);
    expect(metaOf(item.html, 'og:image')).toMatch(new RegExp(`^${origin}/media/w960/`));
    const data = checkedJsonLd(item.html);
    const offer = (data['Product'] ?? data['Service'])?.['offers'] as Record<string, unknown>;
    expect(offer).toMatchObject({ price: listing.Price.toFixed(3), priceCurrency: 'BHD' });
    expect(data['BreadcrumbList']).toBeDefined();
    // The preview photo is served, at the size named.
    const photo = await request.get(metaOf(item.html, 'og:image')!);
    expect(photo.status()).toBe(200);
    expect(photo.headers()['content-type']).toMatch(/^image\//);

    const brand = await fetchDocument(request, `/brands/${listing.ProviderId}`);
    expect(brand.status).toBe(200);
    expect(titleOf(brand.html)).toContain(listing.BusinessName);
    expect(checkedJsonLd(brand.html)['LocalBusiness']).toMatchObject({ name: listing.BusinessName });

    const category = await fetchDocument(request, `/services?CategoryId=${listing.CategoryId}&Sort=rating`);
    expect(category.status).toBe(200);
    expect(titleOf(category.html)).toBe(`Services Marketplace Bahrain | ${listing.CategoryName} in Bahrain`);
    expect(canonicalOf(category.html)).toBe(`${origin}/services?CategoryId=${listing.CategoryId}`);

    const search = await fetchDocument(request, '/services?Search=cleaning');
    expect(metaOf(search.html, 'robots')).toBe('noindex, follow');

    const arabic = await fetchDocument(request, `/ar/services/${listing.ServiceItemId}`);
    expect(arabic.html).toContain('<html lang="ar" dir="rtl">');
    expect(canonicalOf(arabic.html)).toBe(`${origin}/ar/services/${listing.ServiceItemId}`);
    expect(arabic.html).toContain(
      `<link rel="alternate" hreflang="en" href="${origin}/services/${listing.ServiceItemId}">`,
    );
    expect(metaOf(arabic.html, 'og:locale')).toBe('ar_BH');
    checkedJsonLd(arabic.html);
  });

  test('private pages say noindex; pages that are not there are 404s; misspelt paths move', async ({ request }) => {
    for (const path of ['/payments', '/customer-dashboard/orders', '/customer-auth', '/ar/start']) {
      const page = await fetchDocument(request, path);
      expect(page.status, path).toBe(200);
      expect(metaOf(page.html, 'robots'), path).toBe('noindex, nofollow');
    }
    const categories = (await (await request.get('/api/Category')).json()) as Category[];
    expect(categories.some((category) => category.CategoryId === GONE)).toBe(false);
    for (const path of [
      '/no-such-page',
      `/services/${GONE}`,
      '/services/not-an-id',
      `/brands/${GONE}`,
      `/services?CategoryId=${GONE}`,
    ]) {
      const page = await fetchDocument(request, path);
      expect(page.status, path).toBe(404);
      expect(metaOf(page.html, 'robots'), path).toBe('noindex, follow');
      expect(canonicalOf(page.html), path).toBeUndefined();
    }
    for (const [path, location] of [
      ['/Services', '/services'],
      ['/services/?Search=tv', '/services?Search=tv'],
      ['/ar/HOME', '/ar/home'],
    ] as const) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(301);
      expect(response.headers()['location'], path).toBe(location);
    }
  });
});

test.describe('robots.txt and the sitemaps', () => {
  test('robots names the sitemap and keeps crawlers out of private paths', async ({ request, baseURL }) => {
    const response = await request.get('/robots.txt');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/^text\/plain/);
    const text = await response.text();
    expect(text).toContain(`Sitemap: ${new URL(baseURL!).origin}/sitemap.xml`);
    for (const path of ['/customer-dashboard', '/payments', '/api/', '/ar/customer-dashboard']) {
      expect(text).toContain(`Disallow: ${path}`);
    }
  });

  test('the sitemap index leads to every public listing and business page, in both languages', async ({
    request,
    baseURL,
  }) => {
    const origin = new URL(baseURL!).origin;
    const listing = await listingNamed(request, DETAIL_LISTING);
    const index = await request.get('/sitemap.xml');
    expect(index.status()).toBe(200);
    expect(index.headers()['content-type']).toMatch(/xml/);
    const sitemaps = [...(await index.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => loc!);
    expect(sitemaps.length).toBeGreaterThanOrEqual(2);
    let urls = '';
    for (const sitemap of sitemaps) {
      expect(sitemap.startsWith(origin)).toBe(true);
      const page = await request.get(sitemap.slice(origin.length));
      expect(page.status(), sitemap).toBe(200);
      urls += await page.text();
    }
    for (const path of [`/services/${listing.ServiceItemId}`, `/brands/${listing.ProviderId}`, '/home']) {
      expect(urls).toContain(`<loc>${origin}${path}</loc>`);
      expect(urls).toContain(`<loc>${origin}/ar${path}</loc>`);
    }
  });
});

test.describe('in the browser', () => {
  test('a missing listing hydrates as the "not found" the server sent, with its title', async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    const response = await page.goto(`/services/${GONE}`);
    expect(response?.status()).toBe(404);
    await waitForPageReady(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Service not found' })).toBeVisible();
    await expect(page).toHaveTitle('Services Marketplace Bahrain | Service not found');
    // No hydration mismatch (React reports one as a console error), and no second request for it.
    expect(errors.filter((text) => /hydrat/i.test(text))).toEqual([]);
  });

  test("a listing's page keeps the server's title once the app has taken it over", async ({ page, request }) => {
    const listing = await listingNamed(request, DETAIL_LISTING);
    await page.goto(`/services/${listing.ServiceItemId}`);
    await waitForPageReady(page);
    await expect(page).toHaveTitle(`Services Marketplace Bahrain | ${listing.Name} by ${listing.BusinessName}`);
    // A business's page from the listing's "Provided by" link.
    await page.getByRole('link', { name: listing.BusinessName }).first().click();
    await expect(page).toHaveURL(new RegExp(`/brands/${listing.ProviderId}$`));
    await expect(page.getByRole('heading', { level: 1, name: listing.BusinessName })).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(`^Services Marketplace Bahrain \\| ${listing.BusinessName}`));
  });
});
