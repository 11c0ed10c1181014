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

/**
 * Adds messages to a translator. Quietly by default: what renders from now on uses them and nothing
 * already on screen renders again (for messages no rendered text needed). With `rerender`, the
 * translator's provider renders every text again, as for a change of language: for texts that may
 * have been shown before their messages arrived.
 */
export function addMessages(i18n: I18n, messages: Messages, { rerender = false } = {}): void {
  if (Object.keys(messages).length === 0) return;
  // Lingui keeps the active locale's messages in the object its `messages` getter returns, and
  // `load` merges into it before telling its listeners (create-i18n.test.ts holds it to that).
  if (rerender) i18n.load(i18n.locale, messages);
  else Object.assign(i18n.messages, messages);
}
