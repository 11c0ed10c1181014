import type { Locale } from '@marketplace/contract';
import type { Messages } from '@marketplace/i18n';
import { loadUiMessages } from '@marketplace/ui';

// The storefront's own catalogs; the Arabic one carries the contract's texts too (their English is
// the contract's constants themselves, lib/text.ts useContractText).
const storefrontMessages: Record<Locale, () => Promise<Messages>> = {
  en: () => import('./en').then((module) => module.messages),
  ar: () => import('./ar').then((module) => module.messages),
};

/** The active locale's messages, the design system's and the storefront's (two requests at once). */
export async function loadMessages(locale: Locale): Promise<Messages[]> {
  return Promise.all([loadUiMessages[locale](), storefrontMessages[locale]()]);
}
