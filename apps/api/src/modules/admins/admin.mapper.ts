import type { AdminUser, AdminUserStatus } from '@marketplace/contract';
import type { UserRow } from '../users';

/** Disabled wins; an account that has never signed in is still an open invitation. */
function statusOf(user: UserRow): AdminUserStatus {
  if (user.isDeleted) return 'disabled';
  return user.lastLoginAt ? 'active' : 'invited';
}

export function toAdminUser(user: UserRow): AdminUser {
  return {
    UserId: user.id,
    FirstName: user.firstName,
    LastName: user.lastName,
    Email: user.email,
    Role: user.role,
    IsActive: !user.isDeleted,
    Status: statusOf(user),
    LastLoginAt: user.lastLoginAt?.toISOString() ?? null,
    CreatedAt: user.createdAt.toISOString(),
  };
}
