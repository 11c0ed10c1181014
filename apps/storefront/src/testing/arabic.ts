import { translateContractText } from '@marketplace/i18n/core';
import { expect } from 'vitest';
import type { MessageId } from '@/locales/message-id';
import { storefrontI18n } from '@/locales/test-i18n';

// The Arabic tests' checks (issue 33): that a screen left no English behind, and the Arabic a page
// shows for a message or a contract text. Give the screen Arabic user data where it can (the AR
// fixtures), so any Latin word found is a text the app forgot to translate.

const arabic = storefrontI18n('ar');

/** A text of the contract (validation message, toast, API message) as an Arabic page shows it (useContractText). */
export function arabicContractText(text: string): string {
  return translateContractText(arabic, text);
}

/** A storefront message in Arabic, for the cases a test cannot reach through the page (plural forms). */
export function arabicText(id: MessageId, values?: Record<string, unknown>): string {
  return arabic._(id, values);
}

export interface ReadOptions {
  /**
   * Text that is not the app's to translate: the user's data (names, e-mails, references), the
   * server's texts, Latin the page quotes as it is. Taken out before the checks.
   */
  readonly data?: readonly string[];
  /** Parts of the screen that other features own (the cart's button), checked by their own tests. */
  readonly skip?: readonly Element[];
}

/** The attributes a person hears or sees: accessible names, placeholders, tooltips, image texts. */
const READ_ATTRIBUTES = ['aria-label', 'placeholder', 'title', 'alt'];

/** Unicode's isolates (LRI, RLI, FSI, PDI) that the Arabic messages put around values. */
const BIDI_ISOLATES = /[\u2066-\u2069]/g;

/**
 * What a person reads or hears in `root`: its text (as textContent joins it, so a word split
 * across elements still counts) and the attributes above, without isolates, the data and the
 * skipped parts.
 */
function readableText(root: Element, { data = [], skip = [] }: ReadOptions): string {
  const skipped = new Set<Node>(skip);
  const texts: string[] = [];
  const attributes: string[] = [];
  const visit = (node: Node) => {
    if (skipped.has(node)) return;
    if (node.nodeType === node.TEXT_NODE) texts.push(node.nodeValue ?? '');
    if (node.nodeType !== node.ELEMENT_NODE) return;
    for (const name of READ_ATTRIBUTES) attributes.push((node as Element).getAttribute(name) ?? '');
    node.childNodes.forEach(visit);
  };
  visit(root);
  let text = [texts.join(''), ...attributes].join('\n').replace(BIDI_ISOLATES, '');
  // The data as the page shows it: the Arabic messages isolate values, so isolates go from both.
  for (const value of data.map((item) => item.replace(BIDI_ISOLATES, ''))) {
    if (value) text = text.replaceAll(value, ' ');
  }
  return text;
}

const latinWords = (text: string) => text.match(/[A-Za-z]{3,}/g) ?? [];

/** The Latin words (three letters or more) a person reads or hears in `root`: none on an Arabic screen. */
export function latinWordsIn(root: Element, options: ReadOptions = {}): string[] {
  return latinWords(readableText(root, options));
}

/**
 * The English a catalog message shows, in pieces: its text between arguments and tags, and the
 * text of each plural or select form ("{count, plural, one {Cart, # line} …}": "Cart," and "line").
 */
function englishPieces(message: string): string[] {
  return message
    .replace(/<[^>]*>/g, '\n')
    .replace(/\{\s*\w+\s*\}/g, '\n')
    .replace(/\{\s*\w+\s*,\s*(plural|select|selectordinal)\s*,/g, '\n')
    .replace(/[\w=]+\s*\{/g, '\n')
    .split(/[{}#\n]/)
    .map((piece) => piece.trim())
    .filter((piece) => piece.length >= 3);
}

/**
 * Expects no English on an Arabic screen: no Latin word once the data is taken out and, when
 * `catalogs` are given, none of their English texts (a failure then quotes the text that was missed).
 * The catalogs are the JSON as written (`import source from '….json?raw'`, parsed): a plain import
 * comes compiled.
 */
export function expectNoEnglish(
  root: Element,
  { catalogs = [], ...options }: ReadOptions & { readonly catalogs?: ReadonlyArray<Record<string, string>> } = {},
): void {
  const text = readableText(root, options);
  const english = new Set(
    catalogs.flatMap((catalog) =>
      Object.values(catalog).flatMap((message: unknown) => {
        if (typeof message !== 'string') throw new Error('expectNoEnglish: pass the catalog as written (….json?raw)');
        return englishPieces(message);
      }),
    ),
  );
  expect(
    [...english].filter((piece) => text.includes(piece)),
    'English of the catalogs',
  ).toEqual([]);
  expect(latinWords(text), 'Latin words').toEqual([]);
}
