import { eq } from 'drizzle-orm';
import type { Role } from '@marketplace/contract';
import type { DbExecutor } from '../db/database';
import { providers } from '../db/schema/index';
import type { AuthUser } from './access-token';

// Who may do what, written once (issue 19): routes check roles with these lists, services check
// records with these functions. A rule that changes here changes on every route.

/** The roles of the back office's staff: both may act on any party's records. */
export const ADMIN_ROLES = ['admin', 'superAdmin'] as const satisfies readonly Role[];

/** A signed-in admin or super admin (a removed account is never the request's user). */
export function isAdmin(user: AuthUser | null): boolean {
  return user !== null && !user.isDeleted && (ADMIN_ROLES as readonly Role[]).includes(user.role);
}

/** Admins may act on anyone's records; everyone else only on records whose owner is them. */
export function isSelfOrAdmin(user: AuthUser | null, ownerUserId: string | null | undefined): boolean {
  return isAdmin(user) || (user !== null && ownerUserId != null && user.id === ownerUserId);
}

export type ProviderRow = typeof providers.$inferSelect;

/** The business a provider account runs (one per user; none for customers and most admins). */
export async function providerOfUser(db: DbExecutor, userId: string): Promise<ProviderRow | undefined> {
  const [row] = await db.select().from(providers).where(eq(providers.userId, userId)).limit(1);
  return row;
}
