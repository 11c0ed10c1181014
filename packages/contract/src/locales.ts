// The languages the marketplace speaks. English is the spec's own language and stays at the spec's
// paths (/home, /services/{id}, ...); Arabic lives under /ar (/ar/home, /ar/services/{id}, ...).
// Both apps, the server render, the API's messages and the e-mails read the locale through here.

export const LOCALES = ['en', 'ar'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

export type TextDirection = 'ltr' | 'rtl';

/**
 * What the document around a storefront page says in the page's language (<html lang dir>,
 * <title>, the description and the no-script notice) and tells search engines (its status, its
 * right address, its head tags): the storefront's server build makes it, the API puts it into the
 * page it sends.
 */
export interface DocumentTexts {
  readonly lang: Locale;
  readonly dir: TextDirection;
  readonly title: string;
  readonly description: string;
  /** The notice of a page that needs JavaScript (pages the server does not render). */
  readonly noscript: string;
  /** The page's HTTP status: 404 for a path that is no page, or a record that is not there. */
  readonly status: number;
  /**
   * Where the page lives when the path is a wrong spelling of it (letter case, a trailing slash):
   * the path and query to answer with a 301; null otherwise.
   */
  readonly redirect: string | null;
  /** Tags for the end of <head>: canonical and hreflang links, robots, Open Graph, JSON-LD. */
  readonly headTags: string;
}

/** The cookie that remembers a visitor's choice (a signed-in account keeps its own Language). */
export const LOCALE_COOKIE = 'lang';

/** A year: the language a visitor last read in. */
export const LOCALE_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

/**
 * The `lang` cookie naming a locale, as a Set-Cookie value or a `document.cookie` assignment: the
 * server sets it for the page it serves, the storefront after a sign-in (the account's language),
 * the back office's switch; the back office opens in it.
 */
export function localeCookie(locale: Locale, { secure }: { secure: boolean }): string {
  return `${LOCALE_COOKIE}=${locale}; Path=/; Max-Age=${LOCALE_COOKIE_MAX_AGE_S}; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/** The locale a Cookie header (or `document.cookie`) names in `lang`, if it is one of ours. */
export function localeOfCookie(cookie: string | undefined): Locale | null {
  const value = new RegExp(`(?:^|;\\s*)${LOCALE_COOKIE}=([^;]*)`).exec(cookie ?? '')?.[1]?.trim();
  return isLocale(value) ? value : null;
}

/** The name of each language in itself, as the language switch shows it. */
export const LOCALE_NAMES: Record<Locale, string> = { en: 'English', ar: 'العربية' };

/**
 * The tag Intl formats with. Arabic keeps Latin digits (`nu-latn`), as most Gulf commerce does:
 * prices, order numbers and phone numbers read the same on a receipt, a bank statement and here.
 * English keeps the US formats the spec shows ("March 5, 2026"). Dates use the Gregorian calendar
 * (Arabic month names in Arabic) and Bahrain's time zone, set per call.
 */
export const INTL_LOCALE: Record<Locale, string> = { en: 'en-US', ar: 'ar-BH-u-nu-latn' };

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

export function directionOf(locale: Locale): TextDirection {
  return locale === 'ar' ? 'rtl' : 'ltr';
}

/** The path prefix of a locale: '' for English (the spec's paths), '/ar' for Arabic. */
export function localePrefix(locale: Locale): string {
  return locale === DEFAULT_LOCALE ? '' : `/${locale}`;
}

const PREFIXED = /^\/([a-z]{2})(?=[/?#]|$)/;

/** The locale a site path is in: '/ar' and '/ar/...' are Arabic, every other path English. */
export function localeOfPath(path: string): Locale {
  const prefix = PREFIXED.exec(path)?.[1];
  return isLocale(prefix) && prefix !== DEFAULT_LOCALE ? prefix : DEFAULT_LOCALE;
}

/** The path without its locale prefix: '/ar/services?x=1' -> '/services?x=1', '/ar' -> '/'. */
export function pathWithoutLocale(path: string): string {
  const locale = localeOfPath(path);
  if (locale === DEFAULT_LOCALE) return path;
  const rest = path.slice(localePrefix(locale).length);
  return rest === '' || rest.startsWith('?') || rest.startsWith('#') ? `/${rest}` : rest;
}

/** The same page in another language: '/services/7?Page=2' in Arabic is '/ar/services/7?Page=2'. */
export function pathInLocale(path: string, locale: Locale): string {
  const bare = pathWithoutLocale(path);
  const prefix = localePrefix(locale);
  if (!prefix) return bare;
  return bare === '/'
    ? prefix
    : bare.startsWith('/?') || bare.startsWith('/#')
      ? prefix + bare.slice(1)
      : prefix + bare;
}

/** A page's address in every language, for hreflang links (`x-default`: English, the spec's own). */
export function languageAlternates(
  path: string,
  origin: string,
): ReadonlyArray<{ readonly hreflang: Locale | 'x-default'; readonly href: string }> {
  return [
    ...LOCALES.map((locale) => ({ hreflang: locale, href: origin + pathInLocale(path, locale) })),
    { hreflang: 'x-default' as const, href: origin + pathInLocale(path, DEFAULT_LOCALE) },
  ];
}

/**
 * The best of our locales for an Accept-Language header ("ar-BH,ar;q=0.9,en;q=0.8"), by quality
 * and then order; null when it names none of them.
 */
export function localeFromAcceptLanguage(header: string | undefined): Locale | null {
  if (!header) return null;
  let best: { locale: Locale; quality: number } | null = null;
  for (const part of header.split(',').slice(0, 20)) {
    const [range = '', ...params] = part.trim().split(';');
    const language = range.trim().toLowerCase().split('-')[0];
    if (!isLocale(language)) continue;
    const q = params.map((p) => /^\s*q=([01](?:\.\d{0,3})?)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    const quality = q === undefined ? 1 : Number(q);
    if (quality > 0 && (!best || quality > best.quality)) best = { locale: language, quality };
  }
  return best?.locale ?? null;
}
