// The back office shares its origin with the storefront but is a separate app: reaching a
// storefront page, or the other portal, takes a full page load (the server serves the app that
// owns the path). Kept in its own module so tests can replace it (jsdom cannot navigate).

let leaving = false;

/**
 * Replaces this page with `path` (history replaced, as the spec's logout does). The first call
 * wins: once the page is leaving, a later redirect (a failed refresh racing a sign-out) is ignored.
 */
export function leaveTo(path: string): void {
  if (leaving) return;
  leaving = true;
  window.location.replace(path);
}
