import { createI18n, type I18n, type Messages } from '@marketplace/i18n';
import type { Locale } from '@marketplace/contract';
import ar from '../locales/ar.json';
import en from '../locales/en.json';

// Stories and tests (never the apps, which load one locale's catalog on demand) take both
// catalogs at once.
const UI_MESSAGES: Record<Locale, Messages> = { en: en as Messages, ar: ar as Messages };

/** A translator with the design system's messages and any others (an app's, in its tests). */
export function uiI18n(locale: Locale = 'en', ...more: Messages[]): I18n {
  return createI18n(locale, UI_MESSAGES[locale], ...more);
}
