import { translateText } from '@marketplace/contract';
import type { I18n } from '@lingui/core';

/**
 * One of the contract's texts (its English constants, yup errors, the API's English `Message`) in
 * the translator's language: the contract's Arabic catalog is loaded into it beside the app's.
 */
export function translateContractText(i18n: I18n, text: string): string {
  return translateText(text, (id, values) => (id in i18n.messages ? i18n._(id, values) : undefined));
}
