import { pathInLocale } from '@marketplace/contract';

// What crawlers may fetch (issue 35): everything except the API, the back office's files, and the
// pages that belong to one person or one mailed link (dashboards, payments, sign-in, reset and
// verify links). Those pages say `noindex` too, but a crawler that never fetches them spends its
// budget on the public pages instead, which the sitemap lists.

/** Never under a language prefix: the JSON API and the back office's built files. */
const UNLOCALISED = ['/api/', '/backoffice/'];

/**
 * Private pages of the storefront (and the back office's portals, which the storefront hands over
 * from their /ar paths). Robots rules are prefixes: `/admin` also covers `/admin/analytics`, and a
 * trailing slash only where the bare path is a public page's prefix or no page at all.
 */
const PRIVATE_PAGES = [
  '/admin',
  '/provider-dashboard',
  '/customer-dashboard',
  '/customer-auth',
  '/start',
  '/payments',
  '/payment/',
  '/notifications',
  '/ResetPassword',
  '/reset-password/',
  '/verify-email',
  '/provider-login',
];

/** Every Disallow prefix, the private pages in English and in Arabic (/ar/...). */
export const DISALLOWED_PATHS: readonly string[] = [
  ...UNLOCALISED,
  ...PRIVATE_PAGES,
  ...PRIVATE_PAGES.map((path) => pathInLocale(path, 'ar')),
];

/** robots.txt for a site at `origin` (scheme, host, port): its rules and its sitemap index. */
export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    // Google follows the longest matching rule, so the Disallow lines still win for their paths.
    'Allow: /',
    ...DISALLOWED_PATHS.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}
