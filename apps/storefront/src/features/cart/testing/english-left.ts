import { translateText } from '@marketplace/contract';
import { expect } from 'vitest';
import { storefrontI18n } from '@/locales/test-i18n';

// For the Arabic tests (the cart's, and the payments and notifications pages'): a check that a
// screen shows no English (none of the catalogs' English texts, and no word of three Latin letters
// or more once the test's own data, names of items or the server's texts, is taken out), and the
// Arabic a page shows for a text of the contract.

/**
 * The English texts of catalogs that have no argument, as they would show on a page. The catalogs
 * are the JSON as written (`import source from '….json?raw'`, parsed): a plain import comes compiled.
 */
const plainTexts = (catalogs: ReadonlyArray<Record<string, string>>) =>
  catalogs
    .flatMap((catalog) => Object.values(catalog))
    .map((text: unknown) => {
      if (typeof text !== 'string') throw new Error('expectNoEnglish: pass the catalog as written (….json?raw)');
      return text;
    })
    .filter((text) => !text.includes('{') && !text.includes('<'));

export function expectNoEnglish(
  text: string,
  { catalogs, data = [] }: { catalogs: ReadonlyArray<Record<string, string>>; data?: readonly string[] },
): void {
  expect(plainTexts(catalogs).filter((english) => text.includes(english))).toEqual([]);
  const withoutData = data.reduce((rest, value) => rest.split(value).join(' '), text);
  expect(withoutData.match(/[A-Za-z]{3,}/g) ?? []).toEqual([]);
}

/**
 * A text of the contract as an Arabic page shows it (useContractText): its Arabic once the
 * contract's catalog has it, else the English itself, so the tests hold before and after.
 */
export function arabicContractText(text: string): string {
  const arabic = storefrontI18n('ar');
  return translateText(text, (id, values) => (id in arabic.messages ? arabic._(id, values) : undefined));
}
