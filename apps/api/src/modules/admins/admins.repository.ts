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
