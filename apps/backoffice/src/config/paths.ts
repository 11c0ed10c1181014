import { BACKOFFICE_PORTALS } from '@marketplace/contract';

// Every path the back office sends people to, once. The portals' own pages are react-admin routes
// under their basename; the others belong to the storefront and are reached with a full page load.

export const storefrontPaths = {
  /** Spec 2.1: the sign-in entry, and where a session that cannot be renewed ends (spec 8). */
  start: '/start',
  /** Where providers and admins sign in; the back office has no sign-in page of its own. */
  providerLogin: '/provider-login',
  home: '/home',
  /** Spec 2.1: the contact page, whom an inactive provider asks about their account. */
  contact: '/contact',
} as const;

/** A listing's public page in the storefront (its route `/services/:serviceItemId`). */
export const storefrontListingPath = (serviceItemId: string) => `/services/${encodeURIComponent(serviceItemId)}`;

/** A provider's public page in the storefront: the catalogue filtered to their listings (brand cards link there). */
export const storefrontProviderPath = (providerId: string) =>
  `/services?${new URLSearchParams({ ProviderId: providerId }).toString()}`;

/** Routes inside each portal, relative to its basename (react-admin's custom routes). */
export const portalRoutes = {
  adminAnalytics: 'analytics',
  /** The "needs action" inbox: pending providers, payout requests, new inquiries. */
  adminInbox: 'inbox',
  /** Issue 36: a month's or a quarter's VAT figures from the tax documents, with a CSV. */
  adminVatReport: 'vat-report',
  /** Issue 36: the marketplace's legal details as the seller of its tax documents. */
  adminSellerDetails: 'seller-details',
  providerHome: 'home',
  /** The provider's business profile (details, logo, contact). */
  providerProfile: 'profile',
  /** CSV import of listings (checked row by row before anything is written). */
  providerListingImport: 'listings/import',
} as const;

export const ADMIN_LANDING = BACKOFFICE_PORTALS.admin.landing;
export const ADMIN_INBOX = `${BACKOFFICE_PORTALS.admin.basename}/${portalRoutes.adminInbox}`;
export const ADMIN_VAT_REPORT = `${BACKOFFICE_PORTALS.admin.basename}/${portalRoutes.adminVatReport}`;
export const ADMIN_SELLER_DETAILS = `${BACKOFFICE_PORTALS.admin.basename}/${portalRoutes.adminSellerDetails}`;
export const PROVIDER_LANDING = BACKOFFICE_PORTALS.provider.landing;
export const PROVIDER_PROFILE = `${BACKOFFICE_PORTALS.provider.basename}/${portalRoutes.providerProfile}`;
export const PROVIDER_LISTINGS = `${BACKOFFICE_PORTALS.provider.basename}/listings`;
export const PROVIDER_LISTING_IMPORT = `${BACKOFFICE_PORTALS.provider.basename}/${portalRoutes.providerListingImport}`;
