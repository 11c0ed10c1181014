import { catalogProblems } from '@marketplace/i18n/catalog-checks';
import { describe, expect, it } from 'vitest';
import { CATALOG_AREAS } from './areas';

// The source texts (`?raw`), not the compiled catalogs a plain import gives.
const sources = import.meta.glob<string>('./*/*.json', { query: '?raw', import: 'default', eager: true });
const read = (area: string, locale: string): Record<string, string> =>
  JSON.parse(sources[`./${area}/${locale}.json`] ?? 'null');

describe("the storefront's catalogs", () => {
  it.each(CATALOG_AREAS)('%s: the same ids, arguments and plural forms in English and Arabic', (area) => {
    expect(catalogProblems({ en: read(area, 'en'), ar: read(area, 'ar') })).toEqual([]);
  });

  it('give each id to one area only', () => {
    const seen = new Map<string, string>();
    const clashes: string[] = [];
    for (const area of CATALOG_AREAS) {
      for (const id of Object.keys(read(area, 'en'))) {
        if (seen.has(id)) clashes.push(`${id}: ${seen.get(id)} and ${area}`);
        seen.set(id, area);
      }
    }
    expect(clashes).toEqual([]);
  });
});
