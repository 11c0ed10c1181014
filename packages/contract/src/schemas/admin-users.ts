import { Type, type Static } from 'typebox';
import { RoleSchema } from '../enums';
import { EmailSchema, IsoDateTimeSchema, NullableIsoDateTimeSchema, PersonNameSchema, UuidSchema } from './common';

// Admin accounts (spec sections 6 and 7.7: GET /api/Admin/admins); the rest of the shapes are ours.

/**
 * invited: has never signed in (an invitation whose password is not chosen or not used yet);
 * active: has signed in; disabled: a super admin switched the account off (it cannot sign in and
 * its sessions were ended).
 */
export const ADMIN_USER_STATUSES = ['invited', 'active', 'disabled'] as const;
export type AdminUserStatus = (typeof ADMIN_USER_STATUSES)[number];
export const AdminUserStatusSchema = Type.Union(
  [Type.Literal('invited'), Type.Literal('active'), Type.Literal('disabled')],
  { title: 'AdminUserStatus' },
);

/** One row of GET /api/Admin/admins. IsActive is false only for a disabled account. */
export const AdminUserSchema = Type.Object(
  {
    UserId: UuidSchema,
    FirstName: Type.String(),
    LastName: Type.String(),
    Email: Type.String(),
    Role: RoleSchema,
    IsActive: Type.Boolean(),
    Status: AdminUserStatusSchema,
    LastLoginAt: NullableIsoDateTimeSchema,
    CreatedAt: IsoDateTimeSchema,
  },
  { title: 'AdminUser' },
);
export type AdminUser = Static<typeof AdminUserSchema>;

export const AdminUserListSchema = Type.Array(AdminUserSchema, { title: 'AdminUserList' });
export type AdminUserList = Static<typeof AdminUserListSchema>;

/**
 * POST /api/Admin/admins/invite (super admin). `Role` may be left out; when sent it must be
 * `admin` (403 otherwise), so nobody becomes a super admin through the API.
 */
export const InviteAdminRequestSchema = Type.Object(
  {
    Email: EmailSchema,
    FirstName: PersonNameSchema,
    LastName: PersonNameSchema,
    Role: Type.Optional(RoleSchema),
  },
  { title: 'InviteAdminRequest', additionalProperties: false },
);
export type InviteAdminRequest = Static<typeof InviteAdminRequestSchema>;

/** PATCH /api/Admin/admins/{id}/status (super admin): false disables the admin, true enables them. */
export const AdminStatusRequestSchema = Type.Object(
  { IsActive: Type.Boolean() },
  { title: 'AdminStatusRequest', additionalProperties: false },
);
export type AdminStatusRequest = Static<typeof AdminStatusRequestSchema>;
