import contractArabic from '@marketplace/contract/locales/ar.json';
import { compileCatalog } from '@marketplace/i18n/compile';
import { createI18n, translateContractText } from '@marketplace/i18n/core';
import type { Locale } from '@marketplace/contract';

// The contract's texts in Arabic (its locales/ar.json, keyed by the English text), compiled once
// per process: what the API's messages say in the language a request asks for.
const arabic = createI18n('ar', compileCatalog(contractArabic, '@marketplace/contract/locales/ar.json'));

/**
 * One of the contract's texts (a `Message`) in a language; English and unknown texts as they are.
 * A 400 joins its field errors with "; " (error-handler.ts): each is translated on its own.
 */
export function messageIn(locale: Locale, text: string): string {
  if (locale !== 'ar') return text;
  const whole = translateContractText(arabic, text);
  if (whole !== text || !text.includes('; ')) return whole;
  return text
    .split('; ')
    .map((part) => translateContractText(arabic, part))
    .join('؛ ');
}
