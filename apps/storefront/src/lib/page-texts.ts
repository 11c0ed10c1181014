import type { I18n, Messages } from '@marketplace/i18n';
import { readJsonElement } from './json-element';

// The contract's messages a server-rendered page shows (an order status, a validation text), handed
// to the browser with the page so that hydration renders the same words before the contract's
// whole catalog has arrived (locales/catalogs.ts: it is loaded only after the page shows).

export const PAGE_TEXTS_ELEMENT_ID = 'page-texts';

/** The compiled messages of `ids` in the translator's locale, for the page's JSON element. */
export function pageTexts(i18n: I18n, ids: Iterable<string>): Messages {
  const messages = i18n.messages;
  return Object.fromEntries([...ids].filter((id) => id in messages).map((id) => [id, messages[id]!]));
}

/** The messages the server put into this document (none when it rendered no page). */
export function readPageTexts(doc: Document = document): Messages {
  const texts = readJsonElement(PAGE_TEXTS_ELEMENT_ID, doc);
  return texts !== null && typeof texts === 'object' && !Array.isArray(texts) ? (texts as Messages) : {};
}
