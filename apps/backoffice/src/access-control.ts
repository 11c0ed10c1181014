import { BACKOFFICE_PORTALS, type BackofficePortal, type Role } from '@marketplace/contract';

// Who may use what, for react-admin's access control (authProvider.canAccess, <CanAccess>, the
// menu and every resource route). The server refuses the same calls; this keeps people from being
// shown what they cannot do.

/**
 * Resources (or some of their actions) only a super admin may use. `'*'` means every action.
 * Resource screens add their own entries here, e.g. `{ admins: '*' }`.
 */
const SUPER_ADMIN_ONLY: Readonly<Record<string, '*' | readonly string[]>> = {
  admins: '*',
};

export interface AccessRequest {
  readonly resource: string;
  readonly action: string;
}

/** True when the portal admits the role (spec 2.2 and 6). */
export function portalAdmits(portal: BackofficePortal, role: Role | null): role is Role {
  return role !== null && BACKOFFICE_PORTALS[portal].roles.includes(role);
}

export function canAccessIn(portal: BackofficePortal, role: Role | null, request: AccessRequest): boolean {
  if (!portalAdmits(portal, role)) return false;
  const superAdminOnly = SUPER_ADMIN_ONLY[request.resource];
  const restricted = superAdminOnly === '*' || (superAdminOnly?.includes(request.action) ?? false);
  return !restricted || role === 'superAdmin';
}
