import { DEFAULT_LOCALE, isLocale, LOCALE_COOKIE, type Locale } from '@marketplace/contract';

// The back office has no language in its paths (the spec's /admin/* and /provider-dashboard/*), so
// it opens in the language the `lang` cookie names: the storefront's, set by the server for the
// last storefront page read and by the back office's own switch. The account's preference then
// wins once the profile is read (language-provider.tsx).

/** A year, as the server sets it. */
const MAX_AGE_S = 365 * 24 * 60 * 60;

export function cookieLocale(cookie: string = document.cookie): Locale {
  const value = new RegExp(`(?:^|;\\s*)${LOCALE_COOKIE}=([^;]*)`).exec(cookie)?.[1]?.trim();
  return isLocale(value) ? value : DEFAULT_LOCALE;
}

export function rememberLocale(locale: Locale): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${LOCALE_COOKIE}=${locale}; Path=/; Max-Age=${MAX_AGE_S}; SameSite=Lax${secure}`;
}
