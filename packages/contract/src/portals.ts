import type { Role } from './enums';

// Where each kind of user belongs (spec 2.1 and 2.2). apps/api serves the back office for the
// portals' path prefixes, the back office picks its portal by them and the storefront hands those
// paths over with a full page load: all three read them from here, so a prefix changes once.

export type BackofficePortal = 'admin' | 'provider';

export interface BackofficePortalInfo {
  /** The client-route prefix the portal owns, react-admin's `basename`. */
  readonly basename: string;
  /** The portal's landing page (spec 2.1). */
  readonly landing: string;
  /** The roles the portal is for (spec 2.2 and 6). */
  readonly roles: readonly Role[];
}

export const BACKOFFICE_PORTALS: Readonly<Record<BackofficePortal, BackofficePortalInfo>> = {
  admin: { basename: '/admin', landing: '/admin/analytics', roles: ['admin', 'superAdmin'] },
  provider: { basename: '/provider-dashboard', landing: '/provider-dashboard/home', roles: ['provider'] },
};

/** The path prefixes the back office owns, `/admin` and `/provider-dashboard`: its portals' basenames. */
export const BACKOFFICE_PATH_PREFIXES: readonly string[] = Object.values(BACKOFFICE_PORTALS).map(
  (portal) => portal.basename,
);

/** Any path owned by the back office: `/admin`, `/admin/...`, `/provider-dashboard/...` (any case). */
export const BACKOFFICE_PATH_PATTERN = new RegExp(`^(${BACKOFFICE_PATH_PREFIXES.join('|')})(/|$)`, 'i');

/** The storefront's customer area (spec 2.2: a customer's landing page). */
export const CUSTOMER_LANDING_PATH = '/customer-dashboard';

/** The portal that owns `pathname`, or null for a storefront path. */
export function backofficePortalOf(pathname: string): BackofficePortal | null {
  const prefix = BACKOFFICE_PATH_PATTERN.exec(pathname)?.[1]?.toLowerCase();
  if (prefix === undefined) return null;
  return prefix === BACKOFFICE_PORTALS.admin.basename ? 'admin' : 'provider';
}

/** The portal a role works in; customers have none (they use the storefront). */
export function portalForRole(role: Role): BackofficePortal | null {
  if (role === 'customer') return null;
  return role === 'provider' ? 'provider' : 'admin';
}

/** Spec 2.2: where a signed-in user of each role belongs. */
export function landingPathFor(role: Role): string {
  const portal = portalForRole(role);
  return portal ? BACKOFFICE_PORTALS[portal].landing : CUSTOMER_LANDING_PATH;
}

/**
 * Where each side reads a conversation (issue 37): the storefront's customer dashboard, the
 * provider portal and the admin portal route these paths, and the API's e-mails link to them.
 */
export const CONVERSATION_PATHS = {
  customerList: `${CUSTOMER_LANDING_PATH}/messages`,
  customer: (conversationId: string) => `${CUSTOMER_LANDING_PATH}/messages/${conversationId}`,
  providerList: `${BACKOFFICE_PORTALS.provider.basename}/messages`,
  provider: (conversationId: string) => `${BACKOFFICE_PORTALS.provider.basename}/messages/${conversationId}`,
  adminList: `${BACKOFFICE_PORTALS.admin.basename}/messages`,
  admin: (conversationId: string) => `${BACKOFFICE_PORTALS.admin.basename}/messages/${conversationId}`,
} as const;

/** Where verification is handled (issue 38): the provider's step and the admins' review queue. */
export const VERIFICATION_PATHS = {
  provider: `${BACKOFFICE_PORTALS.provider.basename}/verification`,
  adminQueue: `${BACKOFFICE_PORTALS.admin.basename}/verification-reviews`,
  adminReview: (providerId: string) => `${BACKOFFICE_PORTALS.admin.basename}/verification-reviews/${providerId}`,
  adminRequirements: `${BACKOFFICE_PORTALS.admin.basename}/verification-requirements`,
} as const;
