import { languageAlternates } from '@marketplace/contract';

// The sitemaps' XML, written as strings (sitemaps.org protocol 0.9, with Google's hreflang
// alternates): the documents are flat lists of a few fixed elements, so a serialiser would only
// add allocations per URL to pages of 10,000 URLs.

const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const XHTML_NS = 'http://www.w3.org/1999/xhtml';
const DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>\n';

export const URLSET_OPEN = `${DECLARATION}<urlset xmlns="${SITEMAP_NS}" xmlns:xhtml="${XHTML_NS}">\n`;
export const URLSET_CLOSE = '</urlset>\n';

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

/** Text or an attribute value as XML: the protocol requires entity-escaped URLs (`&` above all). */
export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => ENTITIES[character]!);
}

/**
 * One page in every language: a <url> for its English address and one for its Arabic address
 * (/ar + path), each naming all of them as alternates and English as x-default, as Google asks of
 * sitemaps that carry hreflang (every language version lists every other, itself included): the
 * same alternates as the page's own head (contract's languageAlternates).
 * `lastmod` is a W3C datetime, or absent when the data does not say when the page changed.
 */
export function bilingualUrls(origin: string, path: string, lastmod?: string): string {
  const languages = languageAlternates(path, origin);
  const modified = lastmod ? `<lastmod>${lastmod}</lastmod>` : '';
  const alternates = languages
    .map(({ hreflang, href }) => `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(href)}"/>`)
    .join('');
  return languages
    .filter(({ hreflang }) => hreflang !== 'x-default')
    .map(({ href }) => `<url><loc>${escapeXml(href)}</loc>${modified}${alternates}</url>\n`)
    .join('');
}

export interface IndexEntry {
  /** The sitemap's path, e.g. /sitemaps/listings-1.xml. */
  path: string;
  lastmod: string | undefined;
}

/** The sitemap index: one <sitemap> per paged sitemap. */
export function sitemapIndex(origin: string, entries: readonly IndexEntry[]): string {
  const sitemaps = entries.map(({ path, lastmod }) => {
    const modified = lastmod ? `<lastmod>${lastmod}</lastmod>` : '';
    return `<sitemap><loc>${escapeXml(origin + path)}</loc>${modified}</sitemap>\n`;
  });
  return `${DECLARATION}<sitemapindex xmlns="${SITEMAP_NS}">\n${sitemaps.join('')}</sitemapindex>\n`;
}
