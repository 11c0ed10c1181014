import { localeCookie, localeOfCookie, type Locale } from '@marketplace/contract';

// The back office has no language in its paths (the spec's /admin/* and /provider-dashboard/*), so
// it opens in the language the `lang` cookie names: the storefront sets it to the account's language
// when a provider or admin signs in, the server to the language of the last storefront page read,
// and the back office's own switch to the one chosen there. Without a cookie, the account's
// preference decides once the profile is read (shell/layout/portal-user-menu.tsx).

/** The language the cookie names; null when it names none. */
export const cookieLocale = (): Locale | null => localeOfCookie(document.cookie);

export function rememberLocale(locale: Locale): void {
  document.cookie = localeCookie(locale, { secure: window.location.protocol === 'https:' });
}
