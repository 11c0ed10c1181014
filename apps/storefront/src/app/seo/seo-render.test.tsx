// @vitest-environment node
import { createFakeApi, type Answer, type RecordedCall } from '@marketplace/client/testing';
import { describe, expect, it } from 'vitest';
import { documentTexts, renderPage } from '@/entry-server';
import {
  AR,
  categories,
  IDS,
  listOf,
  makeProvider,
  makeReview,
  makeServiceItem,
  reviewListOf,
  topProviders,
} from '@/features/catalog/testing/catalog-fixtures';
import { jsonLdIn, richResultProblems } from '@marketplace/contract/structured-data-rules';

// What search engines and link previews read of each kind of page, as the server sends it: the
// status, title, description, canonical and hreflang links, robots, Open Graph and Twitter tags,
// and JSON-LD that parses and meets Google's rules for its type (contract's structured-data-rules).

const ORIGIN = 'https://market.example';
const PHOTO = '/media/0b9c5a3e-2f1d-4c6b-8e7a-9d0c1b2a3f4e.jpg';
const MISSING = { status: 404, body: { StatusCode: 404, Message: 'Not found' } };

const service = makeServiceItem({
  ServiceItemId: IDS.item,
  Name: 'Deep Clean',
  Description: 'Kitchen, bathrooms and floors, with our own products.',
  Photos: [PHOTO],
});
const product = makeServiceItem({
  Name: 'Water Filter',
  Type: 'item',
  AvailableQuantity: 3,
  ReviewCount: 0,
  AverageRating: null,
});

function catalogApi(overrides: Record<string, Answer> = {}) {
  return createFakeApi({
    'GET /api/Category': { body: categories },
    'GET /api/service-items': (call: RecordedCall) => ({
      body: listOf(call.query.get('type') === 'item' ? [product] : [service]),
    }),
    'GET /api/Provider/top-rated': { body: topProviders },
    [`GET /api/service-items/${IDS.item}`]: { body: service },
    [`GET /api/service-items/${product.ServiceItemId}`]: { body: product },
    [`GET /api/Review/service-item/${IDS.item}`]: { body: reviewListOf([makeReview(), makeReview({ Rating: 4 })]) },
    [`GET /api/Review/service-item/${product.ServiceItemId}`]: { body: reviewListOf([]) },
    [`GET /api/Provider/${IDS.provider}`]: { body: makeProvider({ Website: 'https://gulf.example.bh' }) },
    ...overrides,
  });
}

async function rendered(path: string, api = catalogApi()) {
  const page = await renderPage(path, { fetch: api.fetch, origin: ORIGIN });
  if (!page) throw new Error(`${path} was not rendered`);
  return page;
}

const tagContent = (head: string, attribute: 'name' | 'property', key: string) =>
  new RegExp(`<meta ${attribute}="${key}" content="([^"]*)">`).exec(head)?.[1];
const canonicalOf = (head: string) => /<link rel="canonical" href="([^"]*)">/.exec(head)?.[1]?.replace(/&amp;/g, '&');

/** Every JSON-LD object of the page meets its rules; returns them by type. */
function checkedJsonLd(head: string): Record<string, Record<string, unknown>> {
  const all = jsonLdIn(head);
  for (const data of all) expect(richResultProblems(data), String(data['@type'])).toEqual([]);
  return Object.fromEntries(all.map((data) => [String(data['@type']), data]));
}

describe('the head of each kind of page', { timeout: 30_000 }, () => {
  it('an item page: its title, description, preview photo and Service with offer, rating and reviews', async () => {
    const { document } = await rendered(`/services/${IDS.item}?reviewsPage=1&utm_source=whatsapp`);
    expect(document.status).toBe(200);
    expect(document.title).toBe('Services Marketplace Bahrain | Deep Clean by Gulf Cleaners');
    expect(document.description).toBe(
      'Service from Gulf Cleaners in Manama, Bahrain. Reference price 12.500 BHD. Kitchen, bathrooms and floors, with our own products.',
    );
    const head = document.headTags;
    // The review page and the tracking tag change nothing the page is about.
    expect(canonicalOf(head)).toBe(`${ORIGIN}/services/${IDS.item}`);
    expect(head).toContain(`<link rel="alternate" hreflang="ar" href="${ORIGIN}/ar/services/${IDS.item}">`);
    expect(head).toContain(`<link rel="alternate" hreflang="x-default" href="${ORIGIN}/services/${IDS.item}">`);
    expect(head).not.toContain('name="robots"');
    // A preview-sized copy of the first photo (the API renders /media/w960/...).
    const image = `${ORIGIN}/media/w960/${PHOTO.slice('/media/'.length)}`;
    expect(tagContent(head, 'property', 'og:image')).toBe(image);
    expect(tagContent(head, 'name', 'twitter:card')).toBe('summary_large_image');
    expect(tagContent(head, 'property', 'og:url')).toBe(`${ORIGIN}/services/${IDS.item}`);
    expect(tagContent(head, 'property', 'og:locale')).toBe('en_US');
    const { Service, BreadcrumbList } = checkedJsonLd(head);
    expect(Service).toMatchObject({
      name: 'Deep Clean',
      image: [image],
      offers: { price: '12.500', priceCurrency: 'BHD', availability: 'https://schema.org/InStock' },
      aggregateRating: { ratingValue: 4.5, reviewCount: 2 },
      provider: { '@type': 'LocalBusiness', name: 'Gulf Cleaners', url: `${ORIGIN}/brands/${IDS.provider}` },
    });
    expect(Service?.['review']).toHaveLength(2);
    expect(BreadcrumbList?.['itemListElement']).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: `${ORIGIN}/home` },
      { '@type': 'ListItem', position: 2, name: 'Products & Services', item: `${ORIGIN}/services` },
      { '@type': 'ListItem', position: 3, name: 'Cleaning', item: `${ORIGIN}/services?CategoryId=${IDS.cleaning}` },
      { '@type': 'ListItem', position: 4, name: 'Deep Clean' },
    ]);
  });

  it('an item with stock and no reviews: a Product with its offer, no rating, a summary card', async () => {
    const { document } = await rendered(`/services/${product.ServiceItemId}`);
    const { Product } = checkedJsonLd(document.headTags);
    expect(Product).toMatchObject({
      name: 'Water Filter',
      brand: { '@type': 'Brand', name: 'Gulf Cleaners' },
      offers: { inventoryLevel: { value: 3 } },
    });
    expect(Product).not.toHaveProperty('aggregateRating');
    expect(Product).not.toHaveProperty('review');
    expect(tagContent(document.headTags, 'name', 'twitter:card')).toBe('summary');
  });

  it("a business's page: LocalBusiness with its address and site, and the breadcrumb", async () => {
    const { document, html } = await rendered(`/brands/${IDS.provider}?Page=2&Sort=price-asc`);
    expect(document.status).toBe(200);
    expect(document.title).toBe('Services Marketplace Bahrain | Gulf Cleaners in Manama');
    expect(document.description).toBe('Home and office cleaning since 2010.');
    expect(canonicalOf(document.headTags)).toBe(`${ORIGIN}/brands/${IDS.provider}?Page=2`);
    const { LocalBusiness, BreadcrumbList } = checkedJsonLd(document.headTags);
    expect(LocalBusiness).toMatchObject({
      name: 'Gulf Cleaners',
      url: `${ORIGIN}/brands/${IDS.provider}`,
      address: { '@type': 'PostalAddress', addressLocality: 'Manama', addressCountry: 'BH' },
      knowsAbout: 'Cleaning',
      sameAs: ['https://gulf.example.bh'],
    });
    expect(BreadcrumbList?.['itemListElement']).toHaveLength(3);
    expect(html).toContain('<h1');
    expect(html).toContain('Deep Clean');
  });

  it('a category: its name in the title, its own canonical page, a breadcrumb', async () => {
    const { document } = await rendered(`/services?CategoryId=${IDS.cleaning}&Sort=rating&fbclid=x`);
    expect(document.title).toBe('Services Marketplace Bahrain | Cleaning in Bahrain');
    expect(document.description).toBe('Homes and offices');
    expect(canonicalOf(document.headTags)).toBe(`${ORIGIN}/services?CategoryId=${IDS.cleaning}`);
    expect(document.headTags).not.toContain('name="robots"');
    checkedJsonLd(document.headTags);
  });

  it('a search: titled by its words, followed but not indexed', async () => {
    const { document } = await rendered('/services?Search=sofa&Sort=newest&Page=2');
    expect(document.title).toBe('Services Marketplace Bahrain | Results for “sofa”, page 2');
    expect(tagContent(document.headTags, 'name', 'robots')).toBe('noindex, follow');
    expect(canonicalOf(document.headTags)).toBe(`${ORIGIN}/services?Search=sofa&Page=2`);
  });

  it('the home page: the WebSite with its search', async () => {
    const { document } = await rendered('/home');
    expect(document.title).toBe('Services Marketplace Bahrain | Find Professional Services in Bahrain');
    const { WebSite } = checkedJsonLd(document.headTags);
    expect(WebSite).toMatchObject({
      url: `${ORIGIN}/home`,
      potentialAction: { target: { urlTemplate: `${ORIGIN}/services?Search={search_term_string}` } },
    });
  });

  it('the help page: rendered on the server with its title, description, canonical and hreflang (issue 38)', async () => {
    const api = catalogApi();
    const { html, document } = await rendered('/help', api);
    expect(html).toContain('id="verified-businesses"');
    expect(html).toContain('Verified businesses');
    expect(document.status).toBe(200);
    expect(document.title).toBe('Services Marketplace Bahrain | Help');
    expect(document.description).toBe(
      'What the Verified business badge means: the papers the marketplace checks before a business shows it, and what happens when they expire.',
    );
    expect(canonicalOf(document.headTags)).toBe(`${ORIGIN}/help`);
    expect(tagContent(document.headTags, 'name', 'robots')).toBeUndefined();
    expect(document.headTags).toContain(`hreflang="ar" href="${ORIGIN}/ar/help"`);
    // A page without data: it asks the API nothing.
    expect(api.calls).toHaveLength(0);

    const arabic = await rendered('/ar/help#verified-businesses');
    expect(arabic.document.lang).toBe('ar');
    expect(arabic.document.title).toBe('سوق الخدمات البحرين | المساعدة');
    expect(arabic.document.description).toContain('«نشاط تجاري موثّق»');
    expect(arabic.html).toContain('الأنشطة التجارية الموثّقة');
    expect(canonicalOf(arabic.document.headTags)).toBe(`${ORIGIN}/ar/help`);
  });

  it('an Arabic item page: Arabic title and texts, the Arabic canonical, og:locale ar_BH', async () => {
    const arabic = AR.serviceItem({ ServiceItemId: IDS.item });
    const api = catalogApi({ [`GET /api/service-items/${IDS.item}`]: { body: arabic } });
    const { document } = await rendered(`/ar/services/${IDS.item}`, api);
    expect(document.lang).toBe('ar');
    expect(document.title).toBe(`سوق الخدمات البحرين | ${arabic.Name} من ${arabic.BusinessName}`);
    expect(document.description).toContain('السعر المرجعي');
    expect(canonicalOf(document.headTags)).toBe(`${ORIGIN}/ar/services/${IDS.item}`);
    expect(tagContent(document.headTags, 'property', 'og:locale')).toBe('ar_BH');
    expect(tagContent(document.headTags, 'property', 'og:locale:alternate')).toBe('en_US');
    const data = jsonLdIn(document.headTags);
    expect(data[0]).toMatchObject({ name: arabic.Name, inLanguage: 'ar' });
  });

  it('keeps hostile data inert in the tags and the JSON-LD', async () => {
    const hostile = makeServiceItem({ ServiceItemId: IDS.item, Name: '"><script>alert(1)</script> $&' });
    const api = catalogApi({ [`GET /api/service-items/${IDS.item}`]: { body: hostile } });
    const { document } = await rendered(`/services/${IDS.item}`, api);
    expect(document.headTags).not.toContain('<script>alert');
    expect(document.headTags).toContain('&quot;&gt;&lt;script&gt;');
    expect(jsonLdIn(document.headTags)[0]?.['name']).toBe(hostile.Name);
  });
});

describe('pages that are not there', { timeout: 30_000 }, () => {
  it.each([
    [
      'a missing item',
      `/services/${IDS.item}`,
      { [`GET /api/service-items/${IDS.item}`]: MISSING },
      'Service not found',
    ],
    [
      'a mangled item id',
      '/services/not-an-id',
      { 'GET /api/service-items/not-an-id': { status: 400, body: {} } },
      'Service not found',
    ],
    [
      'a missing business',
      `/brands/${IDS.provider}`,
      { [`GET /api/Provider/${IDS.provider}`]: MISSING },
      'Business not found',
    ],
    ['an unknown path', '/no/such/page', {}, 'Page not found'],
  ])(
    '%s: a 404, rendered with its "not found", with no canonical and noindex',
    async (_case, path, overrides, title) => {
      const page = await rendered(path, catalogApi(overrides));
      expect(page.document.status).toBe(404);
      expect(page.document.title).toBe(`Services Marketplace Bahrain | ${title}`);
      expect(page.html).toContain(title);
      expect(canonicalOf(page.document.headTags)).toBeUndefined();
      expect(tagContent(page.document.headTags, 'name', 'robots')).toBe('noindex, follow');
      expect(jsonLdIn(page.document.headTags)).toEqual([]);
    },
  );

  it('hands the missing record to hydration, so the browser shows the same "not found"', async () => {
    const page = await rendered(
      `/services/${IDS.item}`,
      catalogApi({ [`GET /api/service-items/${IDS.item}`]: MISSING }),
    );
    const state = /<script id="server-state" type="application\/json">(.*?)<\/script>/.exec(page.head)?.[1];
    const query = (JSON.parse(state!) as { queries: Array<{ state: { status: string; error: { status: number } } }> })
      .queries[0];
    expect(query?.state).toMatchObject({ status: 'error', error: { status: 404 } });
  });

  it('a category or a business the catalog is narrowed to that is not there: a 404', async () => {
    const gone = '5a1e2b3c-4d5e-4f60-8a7b-9c0d1e2f3a4b';
    expect((await rendered(`/services?CategoryId=${gone}`)).document.status).toBe(404);
    const api = catalogApi({ [`GET /api/Provider/${gone}`]: MISSING });
    expect((await rendered(`/services?ProviderId=${gone}`, api)).document.status).toBe(404);
  });
});

describe('the document from the path alone', { timeout: 30_000 }, () => {
  it.each(['/customer-dashboard/orders', '/payments', '/start', '/reset-password/customer/abc', '/ar/customer-auth'])(
    '%s is private: noindex, nofollow',
    async (path) => {
      const texts = await documentTexts(path, { origin: ORIGIN });
      expect(texts.status).toBe(200);
      expect(tagContent(texts.headTags, 'name', 'robots')).toBe('noindex, nofollow');
    },
  );

  it.each([
    ['/Services', '/services'],
    ['/services/', '/services'],
    [`/SERVICES/${IDS.item.toUpperCase()}?x=1`, `/services/${IDS.item}?x=1`],
    ['/ar/Brands/', '/ar/brands'],
    ['/resetpassword?token=t', '/ResetPassword?token=t'],
  ])('%s moves to %s', async (path, redirect) => {
    expect((await documentTexts(path, { origin: ORIGIN })).redirect).toBe(redirect);
  });

  it('moves nothing that is already right or is no page', async () => {
    for (const path of ['/services', '/services/a%20b', '/no-such-page/', '/contact']) {
      expect((await documentTexts(path, { origin: ORIGIN })).redirect, path).toBeNull();
    }
    expect((await documentTexts('/no-such-page', { origin: ORIGIN })).status).toBe(404);
  });
});
