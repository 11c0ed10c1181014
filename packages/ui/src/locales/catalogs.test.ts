import { catalogProblems } from '@marketplace/i18n/catalog-checks';
import { describe, expect, it } from 'vitest';
// The source text (`?raw`), not the compiled catalog the plain import gives.
import arSource from './ar.json?raw';
import enSource from './en.json?raw';

describe("the design system's catalogs", () => {
  it('have the same ids, arguments and plural forms in English and Arabic', () => {
    expect(catalogProblems({ en: JSON.parse(enSource), ar: JSON.parse(arSource) })).toEqual([]);
  });
});
