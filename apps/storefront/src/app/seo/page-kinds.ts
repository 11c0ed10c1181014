import { generatePath, matchPath } from 'react-router';
import { paths } from '@/config/paths';

// What search engines are told about each path of the route table (router.tsx): which pages are
// listings of the catalog to index, which are private (an account's, a sign-in form, a one-time
// link), and what is no page at all (404). The path's one right spelling is decided here too: the
// router matches paths in any case and with a trailing slash, so /Services/ and /services would
// be two pages with the same content; the API answers the others with a 301 to this one.

export type PageKind =
  /** The catalog's own pages, indexed, each with its data's title and structured data. */
  | 'home'
  | 'catalog'
  | 'listing'
  | 'brands'
  | 'brand'
  /** Other public pages, indexed with their spec titles. */
  | 'public'
  /** Accounts, payments, sign-in and one-time links: never indexed. */
  | 'private'
  | 'not-found';

const PUBLIC = [paths.contact, paths.cookiePolicy, paths.help, paths.providerSignup];
const PRIVATE = [
  paths.start,
  paths.providerLogin,
  paths.resetPassword,
  paths.verifyEmail,
  paths.customerResetPassword,
  paths.providerResetPassword,
  paths.customerAuth,
  paths.payments,
  paths.paymentResult,
  paths.notifications,
  paths.customerDashboard,
  paths.providerDashboard,
  paths.admin,
];

const PAGE_ROUTES: ReadonlyArray<{ readonly pattern: string; readonly kind: PageKind }> = [
  { pattern: paths.home.path, kind: 'home' },
  { pattern: paths.services.path, kind: 'catalog' },
  { pattern: paths.serviceItem.path, kind: 'listing' },
  { pattern: paths.brands.path, kind: 'brands' },
  { pattern: paths.brand.path, kind: 'brand' },
  ...PUBLIC.map(({ path }) => ({ pattern: path, kind: 'public' as const })),
  ...PRIVATE.map(({ path }) => ({ pattern: path, kind: 'private' as const })),
];

export interface PageMatch {
  readonly kind: PageKind;
  readonly params: Readonly<Record<string, string | undefined>>;
  /** The path as it should be spelled (the route's own case, no trailing slash); null for a 404. */
  readonly canonicalPathname: string | null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A path parameter as the route's link would spell it: encoded, and an id in lower case. */
const spelled = (value: string) => encodeURIComponent(UUID.test(value) ? value.toLowerCase() : value);

/** The page at an app path (without the language prefix), as the route table matches it. */
export function matchPage(pathname: string): PageMatch {
  for (const { pattern, kind } of PAGE_ROUTES) {
    const match = matchPath(pattern, pathname);
    if (!match) continue;
    const params = Object.fromEntries(
      Object.entries(match.params).map(([name, value]) => [name, value === undefined ? value : spelled(value)]),
    );
    // generatePath keeps a splat's '/' and writes the rest as given.
    const splat = match.params['*'];
    const canonicalPathname = generatePath(pattern, { ...params, ...(splat === undefined ? {} : { '*': splat }) });
    return { kind, params: match.params, canonicalPathname };
  }
  return { kind: 'not-found', params: {}, canonicalPathname: null };
}

/**
 * The right spelling of `pathname` when it differs from it only in letter case or a trailing
 * slash (those are the same page: 301 there); null when the path is already right, or differs in
 * more than that (an encoded character the route would write another way is not moved).
 */
export function movedPathname(pathname: string): string | null {
  const { canonicalPathname } = matchPage(pathname);
  if (canonicalPathname === null || canonicalPathname === pathname) return null;
  const loose = (path: string) => path.replace(/\/+$/, '').toLowerCase();
  return loose(canonicalPathname) === loose(pathname) ? canonicalPathname : null;
}
