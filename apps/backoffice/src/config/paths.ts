import { BACKOFFICE_PORTALS } from '@marketplace/contract';

// Every path the back office sends people to, once. The portals' own pages are react-admin routes
// under their basename; the others belong to the storefront and are reached with a full page load.

export const storefrontPaths = {
  /** Spec 2.1: the sign-in entry, and where a session that cannot be renewed ends (spec 8). */
  start: '/start',
  /** Where providers and admins sign in; the back office has no sign-in page of its own. */
  providerLogin: '/provider-login',
  home: '/home',
} as const;

/** A listing's public page in the storefront (its route `/services/:serviceItemId`). */
export const storefrontListingPath = (serviceItemId: string) => `/services/${encodeURIComponent(serviceItemId)}`;

/** Routes inside each portal, relative to its basename (react-admin's custom routes). */
export const portalRoutes = {
  adminAnalytics: 'analytics',
  /** The "needs action" inbox: pending providers, payout requests, new inquiries. */
  adminInbox: 'inbox',
  providerHome: 'home',
} as const;

export const ADMIN_LANDING = BACKOFFICE_PORTALS.admin.landing;
export const ADMIN_INBOX = `${BACKOFFICE_PORTALS.admin.basename}/${portalRoutes.adminInbox}`;
export const PROVIDER_LANDING = BACKOFFICE_PORTALS.provider.landing;
