import { directionOf, type Locale } from '@marketplace/contract';
import { compileCatalog } from '@marketplace/i18n/compile';
import { createI18n, type I18n } from '@marketplace/i18n/core';
import arabic from './locales/ar.json';
import english from './locales/en.json';

// What the e-mails say, in the recipient's language (issue 33): ICU catalogs beside this file,
// imported as JSON (tsx in development, esbuild's bundle in production and the tests alike) and
// compiled once per process. One translator per language, each fixed to its locale, so two mails
// being written at once in different languages never meet.

export type MailTextId = keyof typeof english;

const translators: Record<Locale, I18n> = {
  en: createI18n('en', compileCatalog(english, 'mail/locales/en.json')),
  ar: createI18n('ar', compileCatalog(arabic, 'mail/locales/ar.json')),
};

/** First strong isolate … pop directional isolate: a value keeps its own direction inside a sentence. */
const FSI = '\u2068';
const PDI = '\u2069';

/**
 * A text of the catalog in `locale`, with the brand name filled in. In Arabic each value (a name,
 * a subject typed in English, an address) is isolated, so a left-to-right word cannot drag the
 * punctuation around it to the wrong side; English texts stay exactly as written. Numbers are
 * passed as numbers, for the catalog's plural rules to choose by (and digits need no isolating).
 */
export function mailText(locale: Locale, id: MailTextId, values: Record<string, string | number> = {}): string {
  const isolate = directionOf(locale) === 'rtl';
  const filled: Record<string, string | number> = { brand: translators[locale]._('mail.brand') };
  for (const [name, value] of Object.entries(values)) {
    filled[name] = isolate && typeof value === 'string' ? `${FSI}${value}${PDI}` : value;
  }
  return translators[locale]._(id, filled);
}

/** The brand as the storefront writes it in that language (shell.brand in Arabic). */
export const brandName = (locale: Locale): string => mailText(locale, 'mail.brand');
