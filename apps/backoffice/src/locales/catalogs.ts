import type { BackofficePortal, Locale } from '@marketplace/contract';
import type { Messages } from '@marketplace/i18n';
import { loadUiMessages } from '@marketplace/ui';
import { CATALOG_AREAS } from './areas';

// Each area's catalog of each locale is a chunk of its own (compiled at build time by the
// compiled-catalogs plugin), fetched only for the portal and the language on screen.
const areaCatalogs = import.meta.glob<Messages>('./*/*.json', { import: 'default' });

const loadArea = (area: string, locale: Locale): Promise<Messages> => {
  const load = areaCatalogs[`./${area}/${locale}.json`];
  if (!load) throw new Error(`No catalog ${area}/${locale}.json`);
  return load();
};

/**
 * The contract's texts in a locale: the API's messages (the back office asks for English content,
 * api.ts, so its `Message`s come in English) and the yup schemas' errors. English needs none. Not
 * part of the first render (i18n/language-provider.tsx loadTranslator): about 10 KB gzip in Arabic,
 * and no first screen shows one.
 */
export const loadContractMessages = (locale: Locale): Promise<Messages> =>
  locale === 'en'
    ? Promise.resolve({})
    : import('@marketplace/contract/locales/ar.json').then((module) => module.default as Messages);

/** The messages a portal's screens show in a locale: the design system's and its own. */
export function loadMessages(portal: BackofficePortal, locale: Locale): Promise<Messages[]> {
  const areas = [...CATALOG_AREAS.common, ...CATALOG_AREAS[portal]];
  return Promise.all([loadUiMessages[locale](), ...areas.map((area) => loadArea(area, locale))]);
}
