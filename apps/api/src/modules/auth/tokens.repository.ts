import { and, eq, isNull, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/database';
import { emailTokens, refreshTokens } from '../../db/schema/index';
import type { EmailTokenPurpose } from '../../db/schema/internal-values';

export type RefreshTokenRow = typeof refreshTokens.$inferSelect;
export type EmailTokenRow = typeof emailTokens.$inferSelect;

export async function insertRefreshToken(
  db: DbExecutor,
  token: { userId: string; familyId: string; tokenHash: string; expiresAt: Date; userAgent?: string; ip?: string },
): Promise<RefreshTokenRow> {
  const [row] = await db.insert(refreshTokens).values(token).returning();
  return row!;
}

/** Locks the row, so two refreshes racing with one token cannot both rotate it. */
export async function findRefreshTokenForUpdate(
  db: DbExecutor,
  tokenHash: string,
): Promise<RefreshTokenRow | undefined> {
  const [row] = await db
    .select()
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, tokenHash))
    .for('update')
    .limit(1);
  return row;
}

export async function markRefreshTokenReplaced(db: DbExecutor, id: string, replacedById: string): Promise<void> {
  await db.update(refreshTokens).set({ revokedAt: new Date(), replacedById }).where(eq(refreshTokens.id, id));
}

export async function revokeRefreshToken(db: DbExecutor, id: string): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(refreshTokens.id, id), isNull(refreshTokens.revokedAt)));
}

export async function revokeRefreshFamily(db: DbExecutor, familyId: string): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
}

export async function revokeAllRefreshTokens(db: DbExecutor, userId: string): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
}

export async function insertEmailToken(
  db: DbExecutor,
  token: { userId: string; purpose: EmailTokenPurpose; tokenHash: string; expiresAt: Date },
): Promise<void> {
  await db.insert(emailTokens).values(token);
}

export async function findEmailTokenForUpdate(
  db: DbExecutor,
  tokenHash: string,
  purpose: EmailTokenPurpose,
): Promise<EmailTokenRow | undefined> {
  const [row] = await db
    .select()
    .from(emailTokens)
    .where(and(eq(emailTokens.tokenHash, tokenHash), eq(emailTokens.purpose, purpose)))
    .for('update')
    .limit(1);
  return row;
}

/** Uses the token and every other open token of the same purpose: one link works, once. */
export async function consumeEmailTokens(db: DbExecutor, userId: string, purpose: EmailTokenPurpose): Promise<void> {
  await db
    .update(emailTokens)
    .set({ usedAt: sql`now()`, modifiedAt: sql`now()` })
    .where(and(eq(emailTokens.userId, userId), eq(emailTokens.purpose, purpose), isNull(emailTokens.usedAt)));
}
