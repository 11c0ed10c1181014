import type { Locale } from '@marketplace/contract';
import contractAr from '@marketplace/contract/locales/ar.json';
import type { I18n, Messages } from '@marketplace/i18n';
import { uiI18n } from '@marketplace/ui/testing';
import { messages as ar } from './ar';
import { messages as en } from './en';

/**
 * Tests only (both locales at once; the app loads one, catalogs.ts). The translator a test renders
 * in: the design system's, the storefront's and, in Arabic, the contract's messages.
 */
export const storefrontI18n = (locale: Locale = 'en'): I18n =>
  uiI18n(locale, locale === 'ar' ? { ...(contractAr as Messages), ...ar } : en);
