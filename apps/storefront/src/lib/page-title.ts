import { BRAND_NAME, BRAND_SUFFIX } from '@marketplace/contract';

// Spec 2.3: every path has a title with the brand prefix; anything else gets the default.

export const DEFAULT_PAGE_TITLE = 'Professional Services Platform';
export const BRAND_TITLE = `${BRAND_NAME} ${BRAND_SUFFIX}`;

const TITLES: ReadonlyArray<readonly [RegExp, string]> = [
  [/^\/home\/?$/i, 'Find Professional Services in Bahrain'],
  [/^\/start\/?$/i, 'Get Started'],
  [/^\/services(\/|$)/i, 'Browse Services'],
  [/^\/brands\/?$/i, 'Trusted Brands'],
  [/^\/contact\/?$/i, 'Contact Us'],
  [/^\/cookie-policy\/?$/i, 'Legal Policies'],
  [/^\/provider-signup\/?$/i, 'Provider Registration'],
  [/^\/provider-login\/?$/i, 'Provider Login'],
  [/^\/(ResetPassword|reset-password\/(customer|provider)\/[^/]+)\/?$/i, 'Reset Password'],
  [/^\/verify-email\/?$/i, 'Email Verification'],
  [/^\/customer-auth\/?$/i, 'Customer Login'],
  [/^\/(payments|payment\/result)\/?$/i, 'Payment'],
  [/^\/notifications\/?$/i, 'Notifications'],
];

/** Customer dashboard titles (2.3), by sub-route. */
const DASHBOARD_TITLES: ReadonlyArray<readonly [RegExp, string]> = [
  [/^\/customer-dashboard\/profile\/?$/i, 'Customer Profile'],
  [/^\/customer-dashboard\/orders\/?$/i, 'My Orders'],
  [/^\/customer-dashboard\/transactions\/?$/i, 'Transaction History'],
  [/^\/customer-dashboard\/settings\/?$/i, 'Account Settings'],
  [/^\/customer-dashboard\/order\/[^/]+\/?$/i, 'Order Details'],
  [/^\/customer-dashboard(\/|$)/i, 'Customer Dashboard'],
];

export function pageTitleFor(pathname: string): string {
  const match = [...TITLES, ...DASHBOARD_TITLES].find(([pattern]) => pattern.test(pathname));
  return `${BRAND_TITLE} | ${match?.[1] ?? DEFAULT_PAGE_TITLE}`;
}
