import { and, count, desc, eq, inArray, lte, min, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/database';
import { mailOutbox } from '../../db/schema/index';
import type { OutboxStatus } from '../../db/schema/internal-values';
import type { Backlog } from '../../lib/observability/scrape';
import type { RenderedMail } from './mail-templates';

export type OutboxMail = typeof mailOutbox.$inferSelect;

/**
 * After this many tries a mail is marked 'failed' and kept (never deleted) for someone to look at.
 * With the back-off below (30 s doubling, at most 1 h apart) 20 tries ride out an SMTP outage of
 * about 14 hours.
 */
export const MAX_SEND_ATTEMPTS = 20;
const BASE_RETRY_DELAY_MS = 30_000;
const MAX_RETRY_DELAY_MS = 60 * 60_000;
/**
 * How long a claimed mail is reserved for the process that claimed it. Longer than a batch can
 * take (see the dispatcher's SMTP timeouts); if that process dies, the mail is retried after it.
 */
export const CLAIM_LEASE_MS = 10 * 60_000;
const MAX_ERROR_LENGTH = 1000;

/** 30 s × 2^attempts, at most an hour: 1, 2, 4 ... 32, 60 minutes, about two hours in all. */
export function retryDelayMs(attempts: number): number {
  return Math.min(BASE_RETRY_DELAY_MS * 2 ** attempts, MAX_RETRY_DELAY_MS);
}

const fromNow = (ms: number) => sql`now() + ${Math.round(ms)}::integer * interval '1 millisecond'`;

/**
 * Queues a mail. Pass the caller's transaction so the mail exists only if the change that caused
 * it commits (no "welcome" mail for a sign-up that rolled back, no lost mail for one that did not).
 */
export async function enqueueMail(db: DbExecutor, to: string, rendered: RenderedMail): Promise<OutboxMail> {
  const [row] = await db
    .insert(mailOutbox)
    .values({
      toAddress: to,
      subject: rendered.subject,
      textBody: rendered.text,
      htmlBody: rendered.html,
      template: rendered.template,
    })
    .returning();
  if (!row) throw new Error('Inserting into mail_outbox returned no row');
  return row;
}

/**
 * Takes up to `limit` due mails for this process: counts the attempt and leases them by pushing
 * next_attempt_at forward, in one statement (its own transaction). FOR UPDATE SKIP LOCKED makes a
 * second API process skip the rows this one is claiming instead of waiting and claiming them too;
 * once this commits, the rows are no longer due, so nobody else takes them during the send.
 * PGlite runs the same SQL (one connection, so there is never anything to skip).
 */
export async function claimDueMail(db: DbExecutor, limit: number, leaseMs = CLAIM_LEASE_MS): Promise<OutboxMail[]> {
  const due = db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.status, 'pending'), lte(mailOutbox.nextAttemptAt, sql`now()`)))
    .orderBy(mailOutbox.nextAttemptAt)
    .limit(limit)
    .for('update', { skipLocked: true });
  const rows = await db
    .update(mailOutbox)
    .set({ attempts: sql`${mailOutbox.attempts} + 1`, nextAttemptAt: fromNow(leaseMs) })
    .where(and(inArray(mailOutbox.id, due), eq(mailOutbox.status, 'pending')))
    .returning();
  // RETURNING has no order; oldest first keeps delivery close to the order mails were queued.
  return rows.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
}

export async function markSent(db: DbExecutor, id: string): Promise<void> {
  await db
    .update(mailOutbox)
    .set({ status: 'sent', sentAt: sql`now()`, lastError: null })
    .where(eq(mailOutbox.id, id));
}

/**
 * Records a failed try. `attempts` counts tries so far (claiming counted this one); below the
 * maximum the mail waits for its back-off, at the maximum it becomes 'failed'.
 */
export async function markFailed(db: DbExecutor, id: string, error: string, attempts: number): Promise<OutboxStatus> {
  const status: OutboxStatus = attempts >= MAX_SEND_ATTEMPTS ? 'failed' : 'pending';
  await db
    .update(mailOutbox)
    .set({
      status,
      lastError: error.slice(0, MAX_ERROR_LENGTH),
      nextAttemptAt: status === 'pending' ? fromNow(retryDelayMs(attempts)) : sql`now()`,
    })
    .where(eq(mailOutbox.id, id));
  return status;
}

/** Newest first, for the development mailbox. Addresses match case-insensitively. */
export async function listRecentMail(
  db: DbExecutor,
  options: { to?: string | undefined; limit: number },
): Promise<OutboxMail[]> {
  const to = options.to?.trim();
  return db
    .select()
    .from(mailOutbox)
    .where(to ? sql`lower(${mailOutbox.toAddress}) = lower(${to})` : undefined)
    .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
    .limit(options.limit);
}

/** Mail waiting to be sent (for the metrics): how many, and the oldest one's creation. */
export async function outboxBacklog(db: DbExecutor): Promise<Backlog> {
  const [row] = await db
    .select({ depth: count(), oldestAt: min(mailOutbox.createdAt) })
    .from(mailOutbox)
    .where(eq(mailOutbox.status, 'pending'));
  return { depth: row?.depth ?? 0, oldestAt: row?.oldestAt ?? null };
}
