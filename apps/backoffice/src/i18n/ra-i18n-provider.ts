import { DEFAULT_LOCALE, isLocale, type Locale } from '@marketplace/contract';
import { translateContractText, useI18n, type I18n } from '@marketplace/i18n';
import { useMemo } from 'react';
import { substituteTokens, type I18nProvider } from 'react-admin';
import { useLanguage } from './language-provider';

// react-admin's translator over ours (docs/decisions/languages.md, "The back office"): one Lingui
// instance holds react-admin's messages (locales/react-admin, ICU), the back office's, the design
// system's and, in Arabic, the contract's. react-admin asks for three kinds of text:
//   - its own ids ("ra.action.save", "ra.navigation.page_range_info" with values): our catalogs;
//   - a label or title we already translated, or an id with a default (`_`) it made itself
//     ("resources.orders.name"): the text as given, or the default with its %{tokens} filled;
//   - a message from elsewhere passed to notify() or a form error: the API's English `Message`, a
//     yup message of the contract. Those read in Arabic through the contract's catalog.

export interface RaI18nProviderOptions {
  /** Asked when react-admin's own locale state changes (the app's switch does not go through it). */
  readonly changeLanguage: (locale: Locale) => Promise<void>;
}

/** "resources.orders.name", "ra.action.save": dotted words without spaces. */
const LOOKS_LIKE_AN_ID = /^[\w-]+(\.[\w-]+)+$/;

type TranslateOptions = { _?: unknown; smart_count?: unknown } & Record<string, unknown>;

export function createRaI18nProvider(i18n: I18n, { changeLanguage }: RaI18nProviderOptions): I18nProvider {
  return {
    translate(key: string, options: TranslateOptions = {}) {
      if (key in i18n.messages) {
        // Polyglot takes a missing count as 1 (its first form); ICU would print "{smart_count}".
        return i18n._(key, { ...options, smart_count: options.smart_count ?? 1 });
      }
      // react-admin's own ids without a message of ours ("resources.orders.fields.Name") take the
      // default it gives; any other text is what to show, even when a default comes with it (a
      // delete button's success message arrives beside "ra.notification.deleted"'s text).
      const fallback = typeof options._ === 'string' && LOOKS_LIKE_AN_ID.test(key) ? options._ : key;
      return substituteTokens(translateContractText(i18n, fallback), options) as string;
    },
    changeLocale: (locale: string) => changeLanguage(isLocale(locale) ? locale : DEFAULT_LOCALE),
    getLocale: () => i18n.locale,
  };
}

/**
 * The portal's react-admin translator, made anew for each language: a new provider re-renders every
 * text in place (react-admin's own locale switch would remount the whole portal and lose what a form
 * held).
 */
export function useRaI18nProvider(): I18nProvider {
  const i18n = useI18n();
  const { changeLanguage } = useLanguage();
  return useMemo(() => createRaI18nProvider(i18n, { changeLanguage }), [i18n, changeLanguage]);
}
