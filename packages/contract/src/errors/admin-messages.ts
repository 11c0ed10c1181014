// Texts the API sends for admin accounts, customer management and the audit log (our wording:
// the spec only has the back office's fallbacks, 'Failed to fetch admins', 'Failed to fetch
// customers' and the like, which show when the server sends no Message).

export const ADMIN_USER_MESSAGES = {
  notFound: 'This admin does not exist.',
  /** Anything but an admin in an invite's Role: super admins are never made through the API. */
  onlyAdminRole: 'Only admin accounts can be invited. Super admins cannot be created through the API.',
  superAdminLocked: 'Super admin accounts cannot be changed through the API.',
  cannotDisableSelf: 'You cannot disable your own account.',
  invited: (email: string) => `An invitation has been sent to ${email}.`,
} as const;

export const CUSTOMER_ADMIN_MESSAGES = {
  notFound: 'This customer does not exist.',
  alreadyDeleted: 'This customer has already been deleted.',
  deletedNoStatusChange: 'This customer has been deleted; their status can no longer change.',
  deleted: 'The customer has been deleted. Their data is kept and they can no longer sign in.',
} as const;

export const AUDIT_MESSAGES = {
  badRange: "'from' must not be later than 'to'.",
} as const;
