// @vitest-environment node
import { createFakeApi, type RecordedCall } from '@marketplace/client/testing';
import { describe, expect, it } from 'vitest';
import { documentTexts, renderPage } from './entry-server';
import {
  categories,
  IDS,
  listOf,
  makeServiceItem,
  reviewListOf,
  topProviders,
} from '@/features/catalog/testing/catalog-fixtures';
import { PAGE_TEXTS_ELEMENT_ID } from '@/lib/page-texts';
import { SERVER_STATE_ELEMENT_ID } from '@/lib/server-state';

// The server render runs in Node (apps/api calls it), so this file does too: no DOM, no storage.
// What the head says to search engines is in seo/seo-render.test.tsx.

const ORIGIN = 'https://market.example';

const hostile = makeServiceItem({ Name: 'Sofa </script><script>alert(1)</script> $& Shampoo' });
const product = makeServiceItem({ Name: 'Water Filter', Type: 'item', AvailableQuantity: 3 });

function catalogApi(overrides: Record<string, unknown> = {}) {
  return createFakeApi({
    'GET /api/Category': { body: categories },
    'GET /api/service-items': (call: RecordedCall) => ({
      body: listOf(call.query.get('type') === 'item' ? [product] : [hostile]),
    }),
    'GET /api/Provider/top-rated': { body: topProviders },
    ...overrides,
  });
}

/** The JSON of one of the page's script elements, as the browser reads it back. */
function jsonElement(head: string, id: string): unknown {
  const json = new RegExp(`<script id="${id}" type="application/json">(.*?)</script>`).exec(head);
  if (!json?.[1]) throw new Error(`no ${id} in the head`);
  return JSON.parse(json[1]);
}

/** The page's data as the browser will read it back (main.tsx, readServerState). */
const serverState = (head: string) =>
  jsonElement(head, SERVER_STATE_ELEMENT_ID) as { queries: Array<{ queryKey: unknown[]; state: { data: unknown } }> };

describe('renderPage', { timeout: 30_000 }, () => {
  it('renders /services with its listings, its styles and the data to hydrate with', async () => {
    const api = catalogApi();
    const page = await renderPage('/services?Search=sofa', { fetch: api.fetch, origin: ORIGIN });
    expect(page).not.toBeNull();
    const { html, head, document } = page!;
    expect(html).toContain('<h1');
    expect(html).toContain('Sofa &lt;/script&gt;&lt;script&gt;alert(1)');
    expect(document.title).toBe('Services Marketplace Bahrain | Results for “sofa”');
    // The styles the markup names, in emotion's tags that the browser's cache adopts.
    expect(head).toMatch(/<style data-emotion="mui [^"]+">/);
    // The page's queries, fetched once each with the URL's search.
    const listCalls = api.callsTo('GET', '/api/service-items');
    expect(listCalls).toHaveLength(1);
    expect(listCalls[0]?.query.get('Search')).toBe('sofa');
    const state = serverState(head);
    expect(state.queries).toHaveLength(2); // the categories and the first page of results
    expect(JSON.stringify(state.queries)).toContain('Shampoo');
  });

  it('keeps data that looks like markup inside its script element', async () => {
    const page = await renderPage('/services', { fetch: catalogApi().fetch, origin: ORIGIN });
    const { head } = page!;
    // The colour-scheme script's, the data's own and the page's texts'.
    expect(head.match(/<\/script>/g)).toHaveLength(3);
    expect(JSON.stringify(serverState(head))).toContain('Sofa </script><script>alert(1)</script> $& Shampoo');
  });

  it('sets the colour scheme before the first paint with a script the CSP allows by its hash', async () => {
    const { head, scriptHashes } = (await renderPage('/home', { fetch: catalogApi().fetch, origin: ORIGIN }))!;
    const script = /<script>([\s\S]*?)<\/script>/.exec(head)?.[1] ?? '';
    expect(script).toContain('theme-preference');
    expect(script).toContain('data-mui-color-scheme');
    const { createHash } = await import('node:crypto');
    expect(scriptHashes).toEqual([`'sha256-${createHash('sha256').update(script).digest('base64')}'`]);
  });

  it('renders an item page with its listing', async () => {
    const item = makeServiceItem({ ServiceItemId: IDS.item, Name: 'Deep Clean' });
    const api = catalogApi({
      [`GET /api/service-items/${IDS.item}`]: { body: item },
      [`GET /api/Review/service-item/${IDS.item}`]: { body: reviewListOf([]) },
    });
    const page = await renderPage(`/services/${IDS.item}`, { fetch: api.fetch, origin: ORIGIN });
    expect(page?.html).toContain('Deep Clean');
  });

  it('leaves other pages to the browser (private ones, and public ones without data)', async () => {
    const api = catalogApi();
    expect(await renderPage('/start', { fetch: api.fetch, origin: ORIGIN })).toBeNull();
    expect(await renderPage('/customer-dashboard/orders', { fetch: api.fetch, origin: ORIGIN })).toBeNull();
    expect(api.calls).toHaveLength(0);
  });

  it('leaves a page to the browser when its data cannot be loaded (its own error and Retry show there)', async () => {
    const api = catalogApi({ 'GET /api/service-items': { status: 500, body: { Message: 'down' } } });
    expect(await renderPage('/services', { fetch: api.fetch, origin: ORIGIN })).toBeNull();
  });
});

describe('pages in Arabic', { timeout: 30_000 }, () => {
  it('renders /ar/services under the /ar basename, right to left, asking the API in Arabic', async () => {
    const api = catalogApi();
    const page = (await renderPage('/ar/services?Search=sofa', { fetch: api.fetch, origin: ORIGIN }))!;
    expect(page).not.toBeNull();
    expect(page.document.title).toBe('سوق الخدمات البحرين | نتائج البحث عن «sofa»');
    // The right-to-left style cache (its own key) and Arabic links that stay under /ar.
    expect(page.head).toContain('data-emotion="muirtl');
    expect(page.html).toContain('href="/ar/home"');
    expect(page.html).not.toContain('href="/home"');
    expect(api.calls.every((call) => call.headers.get('accept-language') === 'ar')).toBe(true);
  });

  it("brings the contract's messages the page shows for hydration before that catalog loads", async () => {
    const arabic = (await renderPage('/ar/services', { fetch: catalogApi().fetch, origin: ORIGIN }))!;
    // The catalog pages show none today (lib/page-texts.test.ts shows them carried); the element is there.
    expect(jsonElement(arabic.head, PAGE_TEXTS_ELEMENT_ID)).toEqual({});
    const english = (await renderPage('/services', { fetch: catalogApi().fetch, origin: ORIGIN }))!;
    expect(jsonElement(english.head, PAGE_TEXTS_ELEMENT_ID)).toEqual({});
  });

  it("gives each page's document its language, direction and texts", async () => {
    expect(await documentTexts('/ar/customer-auth?mode=register', { origin: ORIGIN })).toMatchObject({
      lang: 'ar',
      dir: 'rtl',
      title: 'سوق الخدمات البحرين | دخول العملاء',
      description: 'اعثر على مقدمي خدمات ومنتجات موثوقين في البحرين، بأسعار بالدينار البحريني.',
      noscript: 'يحتاج هذا الموقع إلى تفعيل JavaScript ليعمل.',
      status: 200,
      redirect: null,
    });
    expect(await documentTexts('/contact', { origin: ORIGIN })).toMatchObject({
      lang: 'en',
      dir: 'ltr',
      title: 'Services Marketplace Bahrain | Contact Us',
      noscript: 'This marketplace needs JavaScript to run.',
    });
  });
});
