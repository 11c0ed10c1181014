import { sql, type SQL } from 'drizzle-orm';
import type { ProviderVerification } from '@marketplace/contract';
import type { DbExecutor } from '../../db/database';
import { providers } from '../../db/schema/index';
import { bahrainDayLabel } from '../../lib/bahrain-calendar';

// A business's verification as customers and the catalog see it (issue 38). The stored value is
// the verification module's last judgement; `verified_until` makes reads exact between two runs
// of its sweeper: a badge never outlives its document.

export interface StoredVerification {
  verification: ProviderVerification;
  verifiedUntil: Date | null;
}

/** The verification now: a `verified` whose time ran out is `expired`. */
export function currentVerification(
  { verification, verifiedUntil }: StoredVerification,
  now: Date = new Date(),
): ProviderVerification {
  if (verification === 'verified' && verifiedUntil && verifiedUntil <= now) return 'expired';
  return verification;
}

/** The same judgement in SQL, for filters. */
export const currentVerificationSql: SQL<ProviderVerification> = sql<ProviderVerification>`(case
  when ${providers.verification} = 'verified' and ${providers.verifiedUntil} <= now() then 'expired'
  else ${providers.verification} end)`;

/** Listings of a business whose verification ran out take no new orders. */
export const verificationLetsOrder: SQL = sql`${currentVerificationSql} <> 'expired'`;

/** The first Bahrain day it is no longer verified, as the wire says it; null when it does not run out. */
export function verifiedUntilDay(stored: StoredVerification, now: Date = new Date()): string | null {
  const current = currentVerification(stored, now);
  return current === 'unverified' || !stored.verifiedUntil ? null : bahrainDayLabel(stored.verifiedUntil);
}

export interface VerificationChange {
  verification: ProviderVerification;
  verifiedUntil: Date | null;
  /** Left out, it stays as it is. */
  reviewRequestedAt?: Date | null;
}

/** The verification module's judgement, stored on the business (the providers module owns the row). */
export async function setProviderVerification(db: DbExecutor, providerId: string, change: VerificationChange) {
  await db
    .update(providers)
    .set({
      verification: change.verification,
      verifiedUntil: change.verifiedUntil,
      ...(change.reviewRequestedAt === undefined ? {} : { reviewRequestedAt: change.reviewRequestedAt }),
    })
    .where(sql`${providers.id} = ${providerId}`);
}
