import type { Locale } from '@marketplace/contract';
import type { I18n } from '@marketplace/i18n';
import { uiI18n } from '@marketplace/ui/testing';
import { messages as ar } from './ar';
import { messages as en } from './en';

/** Tests only (both locales at once; the app loads one, catalogs.ts). The translator a test renders in: the design system's and the storefront's messages. */
export const storefrontI18n = (locale: Locale = 'en'): I18n => uiI18n(locale, locale === 'ar' ? ar : en);
