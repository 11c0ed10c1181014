import { setupI18n, type I18n, type Messages } from '@lingui/core';
import { INTL_LOCALE, type Locale } from '@marketplace/contract';

export type { I18n, Messages };

/**
 * A translator for one locale over compiled catalogs (a package's `locales/<locale>.json`, imported
 * through the compiled-catalogs Vite plugin, or compiled by `compileCatalog` on the server).
 * Server renders make one per request: a shared instance would let two requests' languages meet.
 */
export function createI18n(locale: Locale, ...catalogs: Messages[]): I18n {
  return setupI18n({
    locale,
    // Numbers inside messages ("{count, plural, ...}" shows #) format as everywhere else.
    locales: [INTL_LOCALE[locale]],
    messages: { [locale]: Object.assign({}, ...catalogs) as Messages },
  });
}
