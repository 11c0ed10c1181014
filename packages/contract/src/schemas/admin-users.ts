import { Type, type Static } from 'typebox';
import { RoleSchema } from '../enums';
import { IsoDateTimeSchema, UuidSchema } from './common';

// Admin accounts (spec sections 6 and 7.7: GET /api/Admin/admins); the rest of the shapes are ours.

/** One row of GET /api/Admin/admins. */
export const AdminUserSchema = Type.Object(
  {
    UserId: UuidSchema,
    FirstName: Type.String(),
    LastName: Type.String(),
    Email: Type.String(),
    Role: RoleSchema,
    IsActive: Type.Boolean(),
    CreatedAt: IsoDateTimeSchema,
  },
  { title: 'AdminUser' },
);
export type AdminUser = Static<typeof AdminUserSchema>;

export const AdminUserListSchema = Type.Array(AdminUserSchema, { title: 'AdminUserList' });
export type AdminUserList = Static<typeof AdminUserListSchema>;
