import { and, asc, eq, inArray } from 'drizzle-orm';
import type { DbExecutor } from '../../db/database';
import { users } from '../../db/schema/index';
import type { UserRow } from '../users';
import { ADMIN_ROLES } from '../../identity/access-rules';

/** Every admin and super admin, disabled ones included, oldest account first. */
export async function listAdminUsers(db: DbExecutor): Promise<UserRow[]> {
  return db
    .select()
    .from(users)
    .where(inArray(users.role, ADMIN_ROLES))
    .orderBy(asc(users.createdAt), asc(users.email));
}

/** Locks the row, so two super admins changing one admin take turns. */
export async function findAdminUserForUpdate(db: DbExecutor, id: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, id), inArray(users.role, ADMIN_ROLES)))
    .for('update');
  return row;
}

export async function insertInvitedAdmin(
  db: DbExecutor,
  admin: { email: string; firstName: string; lastName: string; passwordHash: string },
): Promise<UserRow> {
  const [row] = await db
    .insert(users)
    // The only way in is the mailed link, so whoever signs in has proven the address.
    .values({ ...admin, role: 'admin', isActive: true, emailConfirmed: true })
    .returning();
  return row!;
}

/**
 * Disabling uses the soft-delete flag: sign-in, refresh and `authenticate` already refuse deleted
 * users, so a disabled admin is locked out by the same checks (there is no column of its own).
 */
export async function setAdminEnabled(db: DbExecutor, id: string, enabled: boolean): Promise<UserRow> {
  const now = new Date();
  const [row] = await db
    .update(users)
    .set({ isActive: enabled, isDeleted: !enabled, deletedAt: enabled ? null : now, updatedAt: now })
    .where(eq(users.id, id))
    .returning();
  return row!;
}
