import type { Locale } from '@marketplace/contract';
import contractAr from '@marketplace/contract/locales/ar.json';
import type { I18n, Messages } from '@marketplace/i18n';
import { uiI18n } from '@marketplace/ui/testing';
import { ALL_CATALOG_AREAS } from './areas';

// Tests only: both portals' catalogs of both locales at once, compiled (the app loads one portal's
// of one locale, catalogs.ts).
const compiled = import.meta.glob<Messages>('./*/*.json', { import: 'default', eager: true });

const messagesOf = (locale: Locale): Messages =>
  Object.assign({}, ...ALL_CATALOG_AREAS.map((area) => compiled[`./${area}/${locale}.json`])) as Messages;

/** The translator a test renders in: the design system's, the back office's and, in Arabic, the contract's. */
export const backofficeI18n = (locale: Locale = 'en'): I18n =>
  uiI18n(locale, locale === 'ar' ? { ...(contractAr as Messages), ...messagesOf('ar') } : messagesOf('en'));
