import { catalogProblems } from '@marketplace/i18n/catalog-checks';
import { describe, expect, it } from 'vitest';
import { ALL_CATALOG_AREAS } from './areas';

// The source texts (`?raw`), not the compiled catalogs a plain import gives.
const sources = import.meta.glob<string>('./*/*.json', { query: '?raw', import: 'default', eager: true });
const read = (area: string, locale: string): Record<string, string> =>
  JSON.parse(sources[`./${area}/${locale}.json`] ?? 'null');

/** Messages whose Arabic is rightly the English: react-admin's blank for a missing boolean. */
const SAME_IN_BOTH = ['ra.boolean.null', 'ra.page.list', 'ra.page.edit', 'ra.page.show'];

describe("the back office's catalogs", () => {
  it('name every folder of catalogs as an area', () => {
    const folders = new Set(Object.keys(sources).map((path) => path.split('/')[1]));
    expect([...folders].sort()).toEqual([...ALL_CATALOG_AREAS].sort());
  });

  it.each(ALL_CATALOG_AREAS)('%s: the same ids, arguments and plural forms in English and Arabic', (area) => {
    expect(catalogProblems({ en: read(area, 'en'), ar: read(area, 'ar') }, { sameInBoth: SAME_IN_BOTH })).toEqual([]);
  });

  it('give each id to one area only', () => {
    const seen = new Map<string, string>();
    const clashes: string[] = [];
    for (const area of ALL_CATALOG_AREAS) {
      for (const id of Object.keys(read(area, 'en'))) {
        if (seen.has(id)) clashes.push(`${id}: ${seen.get(id)} and ${area}`);
        seen.set(id, area);
      }
    }
    expect(clashes).toEqual([]);
  });
});
