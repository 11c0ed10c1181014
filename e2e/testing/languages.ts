import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type BrowserContext, type Page } from '@playwright/test';

// The Arabic of an English text the tests already name, looked up in the apps' own catalogs (the
// storefront's and the back office's areas, the design system's, the contract's), so a journey written in English can
// run in Arabic without a second copy of every text. Only plain texts (no arguments) are looked up.

const root = join(import.meta.dirname, '..', '..');
const read = (path: string) => JSON.parse(readFileSync(join(root, path), 'utf8')) as Record<string, string>;
const areasOf = (app: string) =>
  readdirSync(join(root, app, 'src/locales'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => `${app}/src/locales/${entry.name}`);

const byEnglish = new Map<string, Set<string>>();
for (const folder of [...areasOf('apps/storefront'), ...areasOf('apps/backoffice'), 'packages/ui/src/locales']) {
  const english = read(`${folder}/en.json`);
  const arabic = read(`${folder}/ar.json`);
  for (const [id, text] of Object.entries(english)) {
    if (!byEnglish.has(text)) byEnglish.set(text, new Set());
    byEnglish.get(text)!.add(arabic[id]!);
  }
}
for (const [english, arabic] of Object.entries(read('packages/contract/src/locales/ar.json'))) {
  if (!byEnglish.has(english)) byEnglish.set(english, new Set([arabic]));
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The Arabic the apps show for an English text; fails when the catalogs have none. Where one English
 * text has two Arabic ones (a page title and a button), either matches.
 */
export function arabicOf(english: string): string | RegExp {
  const found = [...(byEnglish.get(english) ?? [])];
  if (found.length === 0) throw new Error(`"${english}" has no Arabic in the catalogs`);
  return found.length === 1 ? found[0]! : new RegExp(`^(${found.map(escapeRegExp).join('|')})$`);
}

export type Language = 'en' | 'ar';

/** The text in a language: as written in English, looked up in Arabic. */
export const say = (language: Language, english: string): string | RegExp =>
  language === 'ar' ? arabicOf(english) : english;

/**
 * English words a person would read on an Arabic page: visible text and accessible names outside
 * what people wrote (marked `dir="auto"` or isolated in `<bdi>`), outside left-to-right data
 * (e-mails, phone numbers, amounts: `dir="ltr"`) and outside the language switch's own name.
 * Brand names that stay in Latin letters are listed in `allowed`.
 */
/** Names that stay in Latin letters on an Arabic page: the brand's logo, the social networks. */
export const LATIN_NAMES = ['Services Marketplace Bahrain', 'BH', 'Instagram', 'LinkedIn', 'BenefitPay'];

export async function englishWordsOn(page: Page, allowed: readonly string[] = LATIN_NAMES): Promise<string[]> {
  const words = await page.evaluate(() => {
    const skip = (element: Element | null) =>
      Boolean(
        element?.closest(
          '[dir="auto"], [dir="ltr"], bdi, [lang="en"], script, style, noscript, [hidden], [aria-hidden="true"]',
        ),
      );
    const found: string[] = [];
    /** Where a word is, for the failure message: the element's start tag, shortened. */
    const where = (element: Element | null) => (element?.outerHTML ?? '').replace(/>[\s\S]*$/, '>').slice(0, 120);
    // E-mail addresses are data, whatever text they sit in ("قائمة الحساب لـ sara@example.bh").
    // So is text isolated with Unicode's isolates (LRI, RLI, FSI ... PDI): a reference or a name
    // set into a translated sentence ("الطلب رقم ⁦60FCF776⁩").
    const words = (text: string | null | undefined) =>
      (text ?? '')
        .replace(/[\u2066-\u2068][^\u2069]*\u2069/g, '')
        .replace(/\S+@\S+/g, '')
        .match(/[A-Za-z]{3,}/g) ?? [];
    // Words of people's own text on the page: an accessible name may quote them ("كل الخدمات في
    // Electronics" names a category's link).
    const theirs = new Set<string>();
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (skip(parent)) {
        for (const word of words(node.textContent)) theirs.add(word);
        continue;
      }
      const style = parent && getComputedStyle(parent);
      if (style && (style.display === 'none' || style.visibility === 'hidden')) continue;
      found.push(...words(node.textContent).map((word) => `${word} in ${where(parent)}`));
    }
    // (Photos' alt texts are the listings' own names: people's words, like the names themselves.)
    for (const element of document.querySelectorAll('[aria-label], [placeholder], [title]')) {
      if (skip(element)) continue;
      for (const attribute of ['aria-label', 'placeholder', 'title']) {
        found.push(
          ...words(element.getAttribute(attribute))
            .filter((word) => !theirs.has(word))
            .map((word) => `${word} in ${attribute} of ${where(element)}`),
        );
      }
    }
    return found;
  });
  const allowedWords = new Set(allowed.flatMap((name) => name.split(/\s+/)));
  return [...new Set(words)].filter((found) => !allowedWords.has(found.split(' ')[0]!));
}

/** The page is Arabic, right to left, from its first byte. */
export async function expectArabicDocument(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
}

/**
 * Opens the back office in a language, as the `lang` cookie makes it (the storefront sets it at a
 * sign-in, the back office's switch when a person changes language): set before any page script.
 */
export async function useBackofficeLanguage(target: Page | BrowserContext, language: Language): Promise<void> {
  await target.addInitScript((locale) => {
    document.cookie = `lang=${locale}; Path=/; SameSite=Lax`;
  }, language);
}

/** A name that starts with a text as `say` gives it (a string, or a pattern of several Arabic texts). */
export function startingWith(text: string | RegExp): RegExp {
  const source = typeof text === 'string' ? escapeRegExp(text) : text.source.replace(/^\^|\$$/g, '');
  return new RegExp(`^${source}`);
}
