import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { catalogProblems } from '@marketplace/i18n/catalog-checks';
import { describe, expect, it } from 'vitest';

// The mails' catalogs (issue 33), read as the source texts they are.
const read = (path: string): Record<string, string> => JSON.parse(readFileSync(path, 'utf8'));
const locales = join(import.meta.dirname, 'locales');
const en = read(join(locales, 'en.json'));
const ar = read(join(locales, 'ar.json'));

describe("the mails' catalogs", () => {
  it('have the same ids, arguments and plural forms in English and Arabic, and no English left in Arabic', () => {
    expect(catalogProblems({ en, ar })).toEqual([]);
  });

  it('name the marketplace in Arabic as the storefront does', () => {
    const shell = read(join(import.meta.dirname, '../../../../storefront/src/locales/shell/ar.json'));
    expect(ar['mail.brand']).toBe(shell['shell.brand']);
  });

  it('write no text with a line break, which the plain-text part would split into paragraphs', () => {
    for (const catalog of [en, ar]) {
      for (const [id, text] of Object.entries(catalog)) expect(text, id).not.toMatch(/\n/);
    }
  });
});
