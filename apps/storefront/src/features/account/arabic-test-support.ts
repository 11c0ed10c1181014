import { expect } from 'vitest';

// The Arabic tests' check that a screen left no English behind: the text of the page (dialogs and
// toasts included, they render under <body>) once the user's own data is set aside.

/** Unicode's isolates (LRI, RLI, FSI, PDI) that the Arabic messages put around values. */
const BIDI_ISOLATES = /[\u2066-\u2069]/g;

/** The page's text without the given data (names, e-mails, references) and without isolates. */
export function pageTextWithout(data: readonly string[], root: Element = document.body): string {
  let text = (root.textContent ?? '').replace(BIDI_ISOLATES, '');
  for (const value of data) text = text.replaceAll(value, ' ');
  return text;
}

/** No English word (three Latin letters or more) is left once the user's data is set aside. */
export function expectNoEnglish(data: readonly string[], root?: Element): void {
  expect(pageTextWithout(data, root).match(/[A-Za-z]{3,}[^\u0600-\u06ff]*/g) ?? []).toEqual([]);
}
