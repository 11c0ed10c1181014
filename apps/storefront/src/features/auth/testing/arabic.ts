import { translateText } from '@marketplace/contract';
import type englishCatalog from '@/locales/auth/en.json';
import englishSource from '@/locales/auth/en.json?raw';
import { storefrontI18n } from '@/locales/test-i18n';

// Checks for the auth pages rendered in Arabic (tests only).

const arabic = storefrontI18n('ar');
/** The auth catalog as written: an import of the JSON itself comes compiled (Lingui's form). */
const english = JSON.parse(englishSource) as typeof englishCatalog;

/** A contract text (validation message, toast, API message) as an Arabic page shows it (useContractText). */
export function arabicContractText(text: string): string {
  return translateText(text, (id, values) => (id in arabic.messages ? arabic._(id, values) : undefined));
}

/** An auth message in Arabic, for the cases a test cannot reach through the page (plural forms). */
export function arabicText(id: keyof typeof english, values?: Record<string, unknown>): string {
  return arabic._(id, values);
}

/** What a person reads or hears in `element`: its text, and its accessible names and placeholders. */
function readableText(element: HTMLElement): string {
  const attributes = [...element.querySelectorAll('[aria-label], [placeholder]')].flatMap((node) => [
    node.getAttribute('aria-label') ?? '',
    node.getAttribute('placeholder') ?? '',
  ]);
  return [element.textContent ?? '', ...attributes].join('\n');
}

/**
 * The English of the auth catalog that shows in `element`: each message up to its first argument
 * or tag ("We sent an e-mail to"), so messages with values are caught too. Empty on an Arabic page.
 */
export function authEnglishIn(element: HTMLElement): string[] {
  const text = readableText(element);
  return [...new Set(Object.values(english).map((message) => message.split(/[{<]/)[0]!.trim()))].filter(
    (fragment) => fragment.length >= 3 && text.includes(fragment),
  );
}

/** Latin words in `element` once the given user data (e-mails, names) is taken out: none on an Arabic page. */
export function latinWordsIn(element: HTMLElement, userData: readonly string[] = []): string[] {
  let text = readableText(element);
  for (const data of userData) text = text.split(data).join(' ');
  return text.match(/[A-Za-z]{3,}/g) ?? [];
}
