import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { CUSTOMER_AREA_HEADING } from './accounts';
import { listingNamed } from './catalog';

// Every storefront page once, for the accessibility checks and the screenshots. `ready` waits for
// the state worth looking at (after the reset link's 1 s check, after the failed verification...).

export interface StorefrontRoute {
  /** File-name friendly. */
  readonly name: string;
  /** The path, or how to find it (a listing's id comes from the seeded catalog). */
  readonly path: string | ((request: APIRequestContext) => Promise<string>);
  readonly signedIn?: boolean;
  readonly ready?: (page: Page) => Promise<void>;
}

/** A listing with photos, reviews and stock in the demo seed. */
export const DETAIL_LISTING = 'Split Air-Conditioning Unit 2 Ton';

export const STOREFRONT_ROUTES: readonly StorefrontRoute[] = [
  { name: 'home', path: '/home' },
  { name: 'services', path: '/services' },
  {
    name: 'service-detail',
    path: async (request) => `/services/${(await listingNamed(request, DETAIL_LISTING)).ServiceItemId}`,
    ready: (page) => expect(page.getByRole('heading', { level: 1, name: DETAIL_LISTING })).toBeVisible(),
  },
  { name: 'brands', path: '/brands' },
  { name: 'contact', path: '/contact' },
  { name: 'cookie-policy', path: '/cookie-policy' },
  { name: 'start', path: '/start' },
  { name: 'customer-auth', path: '/customer-auth' },
  { name: 'customer-auth-register', path: '/customer-auth?mode=register' },
  { name: 'customer-auth-forgot', path: '/customer-auth?mode=forgot' },
  { name: 'provider-signup', path: '/provider-signup' },
  { name: 'provider-login', path: '/provider-login' },
  {
    name: 'reset-password',
    path: '/ResetPassword?token=x&email=a@b.c',
    // Spec 2.6 / 4: the form appears after the 1-second link check.
    ready: (page) => expect(page.getByText('Reset Your Password')).toBeVisible(),
  },
  {
    name: 'verify-email-failed',
    path: '/verify-email?token=bad',
    ready: (page) => expect(page.getByText('Verification Failed', { exact: true }).first()).toBeVisible(),
  },
  {
    name: 'not-found',
    path: '/this-page-does-not-exist',
    ready: (page) => expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible(),
  },
  { name: 'payments', path: '/payments', signedIn: true },
  { name: 'notifications', path: '/notifications', signedIn: true },
  {
    name: 'customer-dashboard',
    path: '/customer-dashboard',
    signedIn: true,
    ready: (page) => expect(page.getByRole('heading', { level: 1, name: CUSTOMER_AREA_HEADING })).toBeVisible(),
  },
  {
    name: 'customer-settings',
    path: '/customer-dashboard/settings',
    signedIn: true,
    ready: (page) => expect(page.getByRole('heading', { level: 1, name: 'Account Settings' })).toBeVisible(),
  },
];

export async function resolvePath(route: StorefrontRoute, request: APIRequestContext): Promise<string> {
  return typeof route.path === 'string' ? route.path : route.path(request);
}
