import { isBackOfficePath, paths } from '@/config/paths';

// Where a customer goes after signing in: back to the page the guard turned them away from
// (RequireAuth puts it in location.state.from, /start passes it on), else the home page.

interface LocationLike {
  readonly pathname?: unknown;
  readonly search?: unknown;
  readonly hash?: unknown;
}

/** Pages a returning customer should never be sent back to: the sign-in pages themselves. */
const SIGN_IN_PAGES = [paths.start.path, paths.customerAuth.path, paths.providerLogin.path];

function asString(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

export function customerReturnPath(state: unknown): string {
  const from = (state as { from?: LocationLike | string } | null | undefined)?.from;
  const target =
    typeof from === 'string' ? from : from ? asString(from.pathname) + asString(from.search) + asString(from.hash) : '';
  const pathname = target.split(/[?#]/)[0] ?? '';
  // Only same-app paths: "//evil.example" would leave the site, the back office is another app.
  const usable =
    target.startsWith('/') &&
    !target.startsWith('//') &&
    !isBackOfficePath(pathname) &&
    !SIGN_IN_PAGES.some((page) => page.toLowerCase() === pathname.toLowerCase());
  return usable ? target : paths.home.getHref();
}
