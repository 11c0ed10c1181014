import { directionOf, languageAlternates, localeOfPath, type DocumentTexts } from '@marketplace/contract';

// The document around every storefront page in the page's language (issue 33): <html lang dir>,
// so the first paint is already right to left on /ar/..., the title, description and no-script
// notice in that language, and the head tags search engines and link previews read (issue 35:
// canonical and `hreflang` links, robots, Open Graph, JSON-LD), all from the storefront's server
// build.

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The page in each language, absolute (as search engines want them), and English as the default. */
export function alternateLinks(pathAndQuery: string, origin: string): string {
  return languageAlternates(pathAndQuery, origin)
    .map(({ hreflang, href }) => `<link rel="alternate" hreflang="${hreflang}" href="${escapeHtml(href)}">`)
    .join('');
}

/**
 * index.html (plain or with a rendered page in it) for the page at `pathAndQuery`. Without texts
 * (no server build) the language and direction still follow the path; the texts stay English.
 * Replacer functions throughout: a text may hold `$&` and the like.
 */
export function localizeDocument(
  html: string,
  pathAndQuery: string,
  origin: string,
  texts: DocumentTexts | null,
): string {
  const locale = texts?.lang ?? localeOfPath(pathAndQuery.split('?')[0] ?? '/');
  const dir = texts?.dir ?? directionOf(locale);
  // Without the build's head tags (canonical, hreflang, robots, previews, JSON-LD) the page still
  // names its other language.
  const headTags = texts?.headTags ?? alternateLinks(pathAndQuery, origin);
  let result = html
    .replace(/<html[^>]*>/, () => `<html lang="${locale}" dir="${dir}">`)
    .replace('</head>', () => `${headTags}</head>`);
  if (texts) {
    result = result
      .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(texts.title)}</title>`)
      .replace(
        /<meta name="description" content="[^"]*"\s*\/?>/,
        () => `<meta name="description" content="${escapeHtml(texts.description)}" />`,
      )
      .replace(/<noscript>[^<]*<\/noscript>/, () => `<noscript>${escapeHtml(texts.noscript)}</noscript>`);
  }
  return result;
}
