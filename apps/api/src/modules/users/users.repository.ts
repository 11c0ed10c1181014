import { and, eq, sql } from 'drizzle-orm';
import type { Locale, Role } from '@marketplace/contract';
import type { DbExecutor } from '../../db/database';
import { users } from '../../db/schema/index';

export type UserRow = typeof users.$inferSelect;
export type { ProviderRow } from '../../identity/access-rules';

export async function findUserByEmail(db: DbExecutor, email: string): Promise<UserRow | undefined> {
  // The unique index is on lower(email), so this lookup is served by it.
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email})`)
    .limit(1);
  return row;
}

export async function findUserById(db: DbExecutor, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

export interface NewUser {
  email: string;
  passwordHash: string;
  role: Role;
  firstName: string;
  lastName: string;
  phoneNumber: string | null;
  /** The page's language at registration (issue 33); English when not given. */
  language?: Locale;
}

export async function insertUser(db: DbExecutor, user: NewUser): Promise<UserRow> {
  const [row] = await db.insert(users).values(user).returning();
  return row!;
}

export async function setPasswordHash(db: DbExecutor, userId: string, passwordHash: string): Promise<void> {
  await db.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, userId));
}

/** For customers `is_active` means "e-mail verified" (spec 3); it is set only by verification. */
export async function markEmailVerified(db: DbExecutor, userId: string): Promise<void> {
  await db
    .update(users)
    .set({ isActive: true, emailConfirmed: true, updatedAt: new Date() })
    .where(and(eq(users.id, userId), eq(users.isDeleted, false)));
}

export async function recordSignIn(db: DbExecutor, userId: string): Promise<void> {
  await db.update(users).set({ lastLoginAt: new Date() }).where(eq(users.id, userId));
}

export interface ProfileChanges {
  firstName: string;
  lastName: string;
  phoneNumber: string | null;
  address: string;
  imageUrl: string | null;
}

export async function updateProfile(db: DbExecutor, userId: string, changes: ProfileChanges): Promise<UserRow> {
  const [row] = await db
    .update(users)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(users.id, userId))
    .returning();
  return row!;
}

/** The user's picture: a provider's business logo; null removes it. */
export async function setUserImage(db: DbExecutor, userId: string, imageUrl: string | null): Promise<void> {
  await db.update(users).set({ imageUrl, updatedAt: new Date() }).where(eq(users.id, userId));
}

/** The account's language (issue 33); false when the account is gone or deleted. */
export async function setUserLanguage(db: DbExecutor, userId: string, language: Locale): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ language, updatedAt: new Date() })
    .where(and(eq(users.id, userId), eq(users.isDeleted, false)))
    .returning({ id: users.id });
  return rows.length > 0;
}

// Writes the admins module makes when a super admin invites, disables or enables an admin.

/** An invited admin's account (the admins module, with the invitation's token in its transaction). */
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

// Writes the customers module makes when an admin changes a customer's account.

/** An admin's switch of a customer's account on or off. */
export async function setCustomerActive(db: DbExecutor, id: string, isActive: boolean): Promise<UserRow> {
  const [row] = await db.update(users).set({ isActive, updatedAt: new Date() }).where(eq(users.id, id)).returning();
  return row!;
}

/** Soft delete: the row and everything that refers to it stay; sign-in and refresh refuse it. */
export async function markUserDeleted(db: DbExecutor, id: string): Promise<UserRow> {
  const now = new Date();
  const [row] = await db
    .update(users)
    .set({ isDeleted: true, deletedAt: now, updatedAt: now })
    .where(eq(users.id, id))
    .returning();
  return row!;
}
