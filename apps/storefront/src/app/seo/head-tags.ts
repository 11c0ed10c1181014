import { languageAlternates, LOCALES, pathInLocale, type Locale } from '@marketplace/contract';
import type { PageHead } from './page-head';

// A page's head (page-head.ts) as the tags the API puts at the end of <head>: the canonical link
// and the same page in each language (hreflang), the robots rule, the Open Graph and Twitter card
// tags that WhatsApp, Facebook, X and LinkedIn previews read, and the JSON-LD. The title and the
// description are the document's own <title> and <meta name="description"> (the API replaces the
// built ones).

export const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** JSON inside <script>: nothing in it may close the element or open a comment. */
export const scriptSafeJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/** Open Graph's locale names (language_TERRITORY). */
const OG_LOCALE: Record<Locale, string> = { en: 'en_US', ar: 'ar_BH' };

const meta = (attribute: 'name' | 'property', key: string, content: string) =>
  `<meta ${attribute}="${key}" content="${escapeHtml(content)}">`;

export interface HeadTagsInput {
  readonly head: PageHead;
  readonly locale: Locale;
  readonly origin: string;
  readonly siteName: string;
}

export function headTags({ head, locale, origin, siteName }: HeadTagsInput): string {
  const tags: string[] = [];
  const canonical = head.canonicalPath === null ? null : origin + pathInLocale(head.canonicalPath, locale);
  if (canonical !== null) {
    tags.push(`<link rel="canonical" href="${escapeHtml(canonical)}">`);
    for (const { hreflang, href } of languageAlternates(head.canonicalPath!, origin))
      tags.push(`<link rel="alternate" hreflang="${hreflang}" href="${escapeHtml(href)}">`);
  }
  if (head.robots) tags.push(meta('name', 'robots', head.robots));
  tags.push(
    meta('property', 'og:site_name', siteName),
    meta('property', 'og:type', 'website'),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:locale', OG_LOCALE[locale]),
    ...LOCALES.filter((other) => other !== locale).map((other) =>
      meta('property', 'og:locale:alternate', OG_LOCALE[other]),
    ),
  );
  if (canonical !== null) tags.push(meta('property', 'og:url', canonical));
  if (head.image) {
    tags.push(meta('property', 'og:image', head.image.url), meta('property', 'og:image:alt', head.image.alt));
  }
  tags.push(
    meta('name', 'twitter:card', head.image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', head.title),
    meta('name', 'twitter:description', head.description),
  );
  if (head.image) tags.push(meta('name', 'twitter:image', head.image.url));
  for (const data of head.structuredData)
    tags.push(`<script type="application/ld+json">${scriptSafeJson(data)}</script>`);
  return tags.join('');
}
