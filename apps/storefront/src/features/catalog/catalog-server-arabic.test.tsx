// @vitest-environment node
import { createFakeApi, type Answer } from '@marketplace/client/testing';
import { describe, expect, it } from 'vitest';
import { renderPage } from '@/entry-server';
import englishCatalog from '@/locales/catalog/en.json?raw';
import { AR, IDS, listOf, reviewListOf } from './testing/catalog-fixtures';

// Before hydration, or without JavaScript, the browser follows the server's markup by itself: the
// catalog's GET forms and its pagers' links must take an Arabic visitor to Arabic pages (/ar/...).

const items = [AR.serviceItem(), AR.serviceItem({ ServiceItemId: IDS.item, Name: 'فلتر مكيف', Type: 'item' })];

function arabicApi(overrides: Record<string, Answer> = {}) {
  return createFakeApi({
    'GET /api/Category': { body: AR.categories },
    'GET /api/service-items': { body: listOf(items, { TotalItems: 25 }) },
    'GET /api/Provider/top-rated': { body: AR.topProviders },
    ...overrides,
  });
}

/** The catalog's English sentences (those of more than one word, without arguments). */
const englishSentences = Object.values(JSON.parse(englishCatalog) as Record<string, string>).filter(
  (text) => text.includes(' ') && !text.includes('{'),
);
const englishIn = (html: string) => englishSentences.filter((text) => html.includes(text));

describe('the catalog rendered by the server in Arabic', { timeout: 30_000 }, () => {
  it('sends the filter form and the pager of /ar/services to Arabic pages', async () => {
    const page = (await renderPage('/ar/services?type=service', {
      fetch: arabicApi().fetch,
      origin: 'https://market.example',
    }))!;
    expect(page).not.toBeNull();
    expect(page.html).toContain('action="/ar/services"');
    expect(page.html).toContain('href="/ar/services?type=service&amp;Page=2"');
    // Only the language switch leaves /ar: to the English version of the page.
    expect(page.html.match(/(action|href)="\/services[^"]*"(?! lang="en")/g)).toBeNull();
    expect(page.html).toContain('تصفّح الخدمات');
    expect(page.html).toContain('25 نتيجة');
    expect(englishIn(page.html)).toEqual([]);
  });

  it("sends the home page's search to the Arabic catalog", async () => {
    const page = (await renderPage('/ar/home', { fetch: arabicApi().fetch, origin: 'https://market.example' }))!;
    expect(page.html).toContain('action="/ar/services"');
    expect(page.html).toContain('اعثر على الخدمات المهنية في البحرين');
    expect(englishIn(page.html)).toEqual([]);
  });

  it("pages a listing's reviews within /ar", async () => {
    const api = arabicApi({
      [`GET /api/service-items/${IDS.item}`]: { body: items[1] },
      [`GET /api/Review/service-item/${IDS.item}`]: {
        body: { ...reviewListOf([AR.review()]), TotalItems: 7, TotalPages: 2 },
      },
    });
    const page = (await renderPage(`/ar/services/${IDS.item}`, {
      fetch: api.fetch,
      origin: 'https://market.example',
    }))!;
    expect(page).not.toBeNull();
    expect(page.html).toContain(`href="/ar/services/${IDS.item}?ReviewsPage=2"`);
    expect(page.html).toContain('المراجعات');
    expect(englishIn(page.html)).toEqual([]);
  });
});
