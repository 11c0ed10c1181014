import { sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import { DOCUMENT_EXPIRY_WARNING_DAYS } from '@marketplace/contract';
import type { DatabaseHandle, DbExecutor } from '../../db/database';
import type { PrivateFileStore } from '../../lib/media/private-file-store';
import { repeatWhileRunning } from '../../lib/repeat-while-running';
import { setProviderVerification } from '../providers';
import { noticeExpired, noticeExpiring, type NoticeBusiness, type NoticeDocument } from './verification-notices';
import { documentsOfProvider, findBusiness, listRequirements } from './verification.repository';
import { bahrainToday, daysUntil, judgeVerification } from './verification-rules';

// Renewal and retention (issue 38; docs/decisions/provider-verification.md): warns providers 30
// and 7 days before an accepted document expires, marks businesses whose document ran out, and
// removes a deleted business's documents after the retention period. Every
// VERIFICATION_SWEEP_SECONDS; one process at a time (advisory lock), each step a conditional
// update, so a second process finds nothing left to do.

/** PostgreSQL advisory lock key: API processes sweep one at a time. */
const SWEEP_LOCK_KEY = 5_310_438;
/** One sweep handles at most this many of each; the next takes the rest. */
const BATCH_SIZE = 500;

type Row = Record<string, unknown>;
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

export interface SweepResult {
  warned: number;
  expired: number;
  purgedDocuments: number;
}

interface DueWarning extends NoticeBusiness, NoticeDocument {
  threshold: number;
}

/** The nearest warning a document is due: 7 within a week, 30 within a month, none before. */
const thresholdFor = (days: number) => [...DOCUMENT_EXPIRY_WARNING_DAYS].sort((a, b) => a - b).find((d) => days <= d);

/**
 * Accepted documents expiring within 30 days (not yet run out) whose nearest warning was not
 * sent, of businesses not deleted, unless a newer upload already waits for review.
 */
async function dueWarnings(db: DbExecutor, now: Date): Promise<DueWarning[]> {
  const today = bahrainToday(now);
  const horizon = Math.max(...DOCUMENT_EXPIRY_WARNING_DAYS);
  const rows = rowsOf<Row>(
    await db.execute(sql`
      select d.id as "documentId", d.expires_on::text as "expiresOn", d.warned_days as "warnedDays",
        r.name, r.name_ar as "nameAr", p.id as "providerId", p.user_id as "userId",
        p.business_name as "businessName", p.business_name_ar as "businessNameAr"
      from provider_documents d
      join document_requirements r on r.id = d.requirement_id and r.is_active
      join providers p on p.id = d.provider_id
      join users u on u.id = p.user_id and u.is_deleted = false
      where d.state = 'accepted' and d.expires_on is not null
        and d.expires_on >= ${today}::date and d.expires_on <= ${today}::date + ${horizon}::int
        and not exists (select 1 from provider_documents n where n.provider_id = d.provider_id
          and n.requirement_id = d.requirement_id and n.state = 'submitted')
      order by d.expires_on, d.id
      limit ${BATCH_SIZE}`),
  );
  return rows.flatMap((row) => {
    const threshold = thresholdFor(daysUntil(row['expiresOn'] as string, now));
    const warned = row['warnedDays'] as number | null;
    if (threshold === undefined || (warned !== null && warned <= threshold)) return [];
    return [{ ...(row as unknown as NoticeBusiness & NoticeDocument), threshold }];
  });
}

async function warnExpiring(database: DatabaseHandle, now: Date): Promise<number> {
  let warned = 0;
  for (const due of await dueWarnings(database.db, now)) {
    const sent = await database.db.transaction(async (tx) => {
      const claimed = rowsOf(
        await tx.execute(sql`update provider_documents set warned_days = ${due.threshold}
          where id = ${due.documentId} and (warned_days is null or warned_days > ${due.threshold}) returning id`),
      );
      if (claimed.length === 0) return false;
      await noticeExpiring(tx, due, due, daysUntil(due.expiresOn, now));
      return true;
    });
    if (sent) warned += 1;
  }
  return warned;
}

/** Businesses still marked verified whose time ran out: judged again, and told when it expired. */
async function markExpired(database: DatabaseHandle, now: Date): Promise<number> {
  const ids = rowsOf<{ id: string }>(
    await database.db.execute(sql`select id from providers
      where verification = 'verified' and verified_until <= ${now.toISOString()}::timestamptz
      order by verified_until, id limit ${BATCH_SIZE}`),
  );
  let expired = 0;
  for (const { id } of ids) {
    const changed = await database.db.transaction(async (tx) => {
      const business = await findBusiness(tx, id, true);
      if (!business || business.verification !== 'verified') return false;
      const [requirements, documents] = await Promise.all([
        listRequirements(tx, { businessType: business.businessType, activeOnly: true }),
        documentsOfProvider(tx, id),
      ]);
      const judgement = judgeVerification(requirements, documents, now);
      await setProviderVerification(tx, id, judgement);
      if (judgement.verification !== 'expired' || business.isDeleted) return judgement.verification !== 'verified';
      // The document that ran out first is the one to renew.
      const active = new Set(requirements.map((requirement) => requirement.id));
      const ranOut = documents
        .filter((d) => d.state === 'accepted' && d.expiresOn && active.has(d.requirementId))
        .sort((a, b) => a.expiresOn!.localeCompare(b.expiresOn!))[0]!;
      const requirement = requirements.find((r) => r.id === ranOut.requirementId)!;
      await noticeExpired(
        tx,
        { ...business, providerId: id },
        { documentId: ranOut.id, name: requirement.name, nameAr: requirement.nameAr, expiresOn: ranOut.expiresOn! },
      );
      return true;
    });
    if (changed) expired += 1;
  }
  return expired;
}

/** The documents of businesses deleted longer ago than the retention period: rows, then files. */
async function purgeRetained(
  database: DatabaseHandle,
  files: PrivateFileStore,
  now: Date,
  retentionDays: number,
): Promise<number> {
  const removed = rowsOf<{ storage_key: string }>(
    await database.db.execute(sql`delete from provider_documents where id in (
        select d.id from provider_documents d
        join providers p on p.id = d.provider_id
        join users u on u.id = p.user_id
        where u.is_deleted and u.deleted_at <= ${now.toISOString()}::timestamptz - make_interval(days => ${retentionDays})
        limit ${BATCH_SIZE})
      returning storage_key`),
  );
  // After the rows: a failed delete leaves a file no row points at, never a row without its file.
  await Promise.all(removed.map((row) => files.delete(row.storage_key).catch(() => undefined)));
  return removed.length;
}

export async function sweepVerification(
  database: DatabaseHandle,
  files: PrivateFileStore,
  { now = new Date(), retentionDays }: { now?: Date; retentionDays: number },
): Promise<SweepResult> {
  return database.withAdvisoryLock(SWEEP_LOCK_KEY, async () => ({
    warned: await warnExpiring(database, now),
    expired: await markExpired(database, now),
    purgedDocuments: await purgeRetained(database, files, now, retentionDays),
  }));
}

/** Every VERIFICATION_SWEEP_SECONDS (0: never), in this process one sweep at a time. */
export const verificationSweep = fp<{ files: PrivateFileStore }>(async (fastify, { files }) => {
  const seconds = fastify.config.verificationSweepSeconds;
  if (seconds === 0) return;
  repeatWhileRunning(fastify, 'verification', seconds, async () => {
    const result = await sweepVerification(fastify.database, files, {
      retentionDays: fastify.config.documentRetentionDays,
    });
    if (result.warned + result.expired + result.purgedDocuments > 0) {
      fastify.log.info(result, 'verification sweep: warned, expired and purged');
    }
  });
});
