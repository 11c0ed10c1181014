import type { Locale } from '@marketplace/contract';
import type { Messages } from '@marketplace/i18n';

/**
 * The design system's compiled catalog of a locale, loaded on demand: an app loads the active
 * locale's (beside its own) and never the other one.
 */
export const loadUiMessages: Record<Locale, () => Promise<Messages>> = {
  en: () => import('./en.json').then((module) => module.default as Messages),
  ar: () => import('./ar.json').then((module) => module.default as Messages),
};
