import type { Locale } from '@marketplace/contract';
import type { Messages } from '@marketplace/i18n';
import { loadUiMessages } from '@marketplace/ui';

// The storefront's own catalogs, which a page needs before it shows.
const storefrontMessages: Record<Locale, () => Promise<Messages>> = {
  en: () => import('./en').then((module) => module.messages),
  ar: () => import('./ar').then((module) => module.messages),
};

/**
 * The contract's texts in a locale (lib/text.ts useContractText): English has no catalog, its texts
 * are the contract's constants. The Arabic one (about 10 KB gzip, mostly the API's messages, which
 * the API translates itself) is not part of a page's first load: the browser asks for it once a
 * server-rendered page is hydrated, or beside the chunk of a page it renders itself, without waiting
 * for it (main.tsx); a server-rendered page brings the few of its messages it shows (lib/page-texts.ts).
 */
export const loadContractMessages: Record<Locale, () => Promise<Messages>> = {
  en: () => Promise.resolve({}),
  ar: () => import('@marketplace/contract/locales/ar.json').then((module) => module.default as Messages),
};

/** What a page needs before it shows: the design system's and the storefront's messages (two requests at once). */
export async function loadMessages(locale: Locale): Promise<Messages[]> {
  return Promise.all([loadUiMessages[locale](), storefrontMessages[locale]()]);
}

/** Every message of the locale, the contract's too (the server's renders). */
export async function loadAllMessages(locale: Locale): Promise<Messages[]> {
  return Promise.all([loadMessages(locale), loadContractMessages[locale]()]).then(([first, contract]) => [
    ...first,
    contract,
  ]);
}
