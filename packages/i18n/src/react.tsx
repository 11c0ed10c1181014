import { I18nProvider as LinguiProvider, Trans, useLingui } from '@lingui/react';
import { DEFAULT_LOCALE, isLocale, type Locale } from '@marketplace/contract';
import { useCallback, type ReactElement, type ReactNode } from 'react';
import type { I18n } from '@lingui/core';
import { translateContractText } from './contract-text';

export type MessageValues = Record<string, unknown>;

/** The translator of the page: one per app (and per request on the server). */
export function I18nProvider({ i18n, children }: { i18n: I18n; children: ReactNode }) {
  return <LinguiProvider i18n={i18n}>{children}</LinguiProvider>;
}

/** The translator itself, for code that hands it to another library (react-admin's i18nProvider). */
export function useI18n(): I18n {
  return useLingui().i18n;
}

export function useLocale(): Locale {
  const { i18n } = useLingui();
  return isLocale(i18n.locale) ? i18n.locale : DEFAULT_LOCALE;
}

/**
 * `t(id, values)` for one package's message ids (`keyof` its English catalog), so an id that no
 * catalog has is a type error. Each package exports its own typed copy: `useText<UiMessageId>()`.
 */
export function useText<Id extends string>(): (id: Id, values?: MessageValues) => string {
  const { i18n } = useLingui();
  return useCallback((id: Id, values?: MessageValues) => i18n._(id, values), [i18n]);
}

export interface RichTextProps<Id extends string> {
  id: Id;
  values?: MessageValues;
  /** Elements for the message's tags: "Read our <terms>terms</terms>" takes `{ terms: <Link /> }`. */
  components?: Record<string, ReactElement>;
}

/** A message with elements inside it (links, emphasis), keeping the translation's word order. */
export function RichText<Id extends string>({ id, values, components }: RichTextProps<Id>) {
  return <Trans id={id} values={values} components={components} />;
}

/**
 * A text of the contract (a toast's title, a validation message, the API's English `Message`) in
 * the page's language: `ct(CART_TOASTS.maxQuantity.title)`. Its Arabic is in the catalog loaded
 * with the app's (the contract's locales/ar.json); English texts pass through unchanged.
 */
export function useContractText(): (text: string) => string {
  const { i18n } = useLingui();
  return useCallback((text: string) => translateContractText(i18n, text), [i18n]);
}
