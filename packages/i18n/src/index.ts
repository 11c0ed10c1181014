// @marketplace/i18n: the translation layer of both apps and the API's e-mails (issue 33). Lingui's
// runtime over ICU catalogs that are compiled at build time; one instance per app in the browser
// and per request on the server. Locales, paths and directions come from the contract.
export * from './core';
export {
  I18nProvider,
  RichText,
  useContractText,
  useI18n,
  useLocale,
  useText,
  type MessageValues,
  type RichTextProps,
} from './react';
