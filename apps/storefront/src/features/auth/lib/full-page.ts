import { localeCookie, localeOfPath, pathInLocale, type Locale } from '@marketplace/contract';
import { isBackOfficePath } from '@/config/paths';

// The back office is a separate app on the same origin: reaching it takes a full page load, which
// also makes it read the tokens just saved in localStorage. Kept in its own module so tests can
// replace it (jsdom cannot navigate).

/**
 * The address a full page load goes to. A full load skips the router and its /ar basename, so a
 * storefront path takes the current page's language prefix here; the back office has no language
 * paths and is left as it is.
 */
export function fullPageHref(path: string, currentPathname: string): string {
  return isBackOfficePath(path) ? path : pathInLocale(path, localeOfPath(currentPathname));
}

/**
 * Sign-in's way out to the role's landing page (the back office; a storefront page keeps its
 * language). The back office has no language paths: it opens in the `lang` cookie's language, set
 * here to the account's when the sign-in says it.
 */
export function openBackOffice(path: string, language?: Locale): void {
  if (language && isBackOfficePath(path)) {
    document.cookie = localeCookie(language, { secure: window.location.protocol === 'https:' });
  }
  window.location.assign(fullPageHref(path, window.location.pathname));
}

/** A storefront page in a language (the account's, after signing in): a full load of its address. */
export function openInLanguage(path: string, locale: Locale): void {
  window.location.assign(pathInLocale(path, locale));
}

/** "Try Again" on the verification page: the spec says it reloads the page. */
export function reloadPage(): void {
  window.location.reload();
}
