import type { BackofficePortal, Locale } from '@marketplace/contract';
import { addMessages, createI18n, type I18n } from '@marketplace/i18n';
import { UiProvider } from '@marketplace/ui';
import { createContext, use, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { loadContractMessages, loadMessages } from '@/locales/catalogs';
import { rememberLocale } from './locale-cookie';

// The back office's language (docs/decisions/languages.md, "The back office"): one translator at a
// time for the whole portal, swapped for another when the person changes language, without a page
// load. Everything below re-renders in the new language and direction (the design system's
// UiProvider takes the direction from the translator's locale); nothing is remounted, so a form
// being filled in keeps what was typed.

export interface LanguageState {
  readonly locale: Locale;
  /**
   * Shows the portal in `locale` (loading its catalogs first) and keeps the choice: in the `lang`
   * cookie for the next page load and, with `save`, in the account (the storefront and the e-mails
   * follow it). The portal changes language even when the account could not be told.
   */
  changeLanguage(locale: Locale, options?: { save?: boolean }): Promise<void>;
}

const LanguageContext = createContext<LanguageState | null>(null);

export function useLanguage(): LanguageState {
  const state = use(LanguageContext);
  if (!state) throw new Error('useLanguage needs <LanguageProvider>');
  return state;
}

/**
 * The translator of a portal in a locale, once its screens' catalogs are loaded. The contract's
 * texts (an API message, a form's error) join it when they arrive, and what shows renders again;
 * should they not arrive, those texts stay in English.
 */
export async function loadTranslator(portal: BackofficePortal, locale: Locale): Promise<I18n> {
  const i18n = createI18n(locale, ...(await loadMessages(portal, locale)));
  loadContractMessages(locale).then(
    (messages) => addMessages(i18n, messages, { rerender: true }),
    () => undefined,
  );
  return i18n;
}

export interface LanguageProviderProps {
  readonly portal: BackofficePortal;
  /** The translator of the first render (main.tsx loads it before rendering). */
  readonly initial: I18n;
  /** Keeps the account's choice (PUT /api/Users/me/language). */
  readonly saveLanguage: (locale: Locale) => Promise<unknown>;
  /** Tests keep the colour scheme out of localStorage (UiProvider's `persistPreference`). */
  readonly persistPreference?: boolean;
  readonly children: ReactNode;
}

export function LanguageProvider({
  portal,
  initial,
  saveLanguage,
  persistPreference,
  children,
}: LanguageProviderProps) {
  const [i18n, setI18n] = useState(initial);
  // The last language asked for: a slow catalog must not win over a later choice.
  const wanted = useRef(initial.locale);

  const changeLanguage = useCallback(
    async (locale: Locale, { save = false } = {}) => {
      wanted.current = locale;
      rememberLocale(locale);
      const [next] = await Promise.all([
        loadTranslator(portal, locale),
        save ? saveLanguage(locale).catch(() => undefined) : undefined,
      ]);
      if (wanted.current === locale) setI18n(next);
    },
    [portal, saveLanguage],
  );

  // UiProvider puts the direction on <html>; the language goes there too (screen readers' voice).
  useEffect(() => {
    document.documentElement.lang = i18n.locale;
  }, [i18n]);

  const state = useMemo(() => ({ locale: i18n.locale as Locale, changeLanguage }), [i18n, changeLanguage]);
  return (
    <LanguageContext value={state}>
      <UiProvider i18n={i18n} persistPreference={persistPreference}>
        {children}
      </UiProvider>
    </LanguageContext>
  );
}
