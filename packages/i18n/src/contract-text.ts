import { translateText } from '@marketplace/contract';
import type { I18n } from '@lingui/core';

/** The contract's message ids each recording translator has looked up (recordContractTexts). */
const recorders = new WeakMap<I18n, Set<string>>();

/**
 * One of the contract's texts (its English constants, yup errors, the API's English `Message`) in
 * the translator's language: the contract's Arabic catalog is loaded into it beside the app's.
 */
export function translateContractText(i18n: I18n, text: string): string {
  return translateText(text, (id, values) => {
    if (!(id in i18n.messages)) return undefined;
    recorders.get(i18n)?.add(id);
    return i18n._(id, values);
  });
}

/**
 * From now on, the ids of the contract's messages that `i18n` translates, as a server render
 * records them: the page then carries just those messages (the storefront's page texts), and the
 * browser loads the contract's whole catalog only after the page shows.
 */
export function recordContractTexts(i18n: I18n): ReadonlySet<string> {
  const used = new Set<string>();
  recorders.set(i18n, used);
  return used;
}
