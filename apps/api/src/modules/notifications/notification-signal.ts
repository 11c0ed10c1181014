import { sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/database';

/** The PostgreSQL NOTIFY channel every API process listens on (PGlite: the same, in process). */
export const NOTIFICATION_CHANNEL = 'notifications';

/**
 * Something changed for `userId`: a new notification (its id), or only the unread count (read
 * marks, null). Streams look the row up themselves: NOTIFY payloads are limited to 8000 bytes
 * and a notification's text is not, and a row read after the commit is exactly what was stored.
 */
export interface NotificationSignal {
  userId: string;
  notificationId: string | null;
  /** Something of another module's (stream-extensions.ts): its kind and the record it is about. */
  topic?: SignalTopic;
}

export interface SignalTopic {
  kind: string;
  ref: string;
}

const encode = (signal: NotificationSignal) => {
  if (signal.topic) return `${signal.userId}:${signal.topic.kind}:${signal.topic.ref}`;
  return signal.notificationId ? `${signal.userId}:${signal.notificationId}` : signal.userId;
};

export function decodeSignal(payload: string): NotificationSignal | null {
  const [userId, first, second] = payload.split(':');
  if (!userId) return null;
  if (first && second) return { userId, notificationId: null, topic: { kind: first, ref: second } };
  return { userId, notificationId: first || null };
}

/**
 * Sends the signals with `pg_notify` in the caller's transaction: PostgreSQL holds them until the
 * commit (and drops them on rollback), so a stream never shows a row it cannot read yet.
 */
export async function signalUsers(db: DbExecutor, signals: readonly NotificationSignal[]): Promise<void> {
  if (signals.length === 0) return;
  const payloads = sql.join(
    signals.map((signal) => sql`${encode(signal)}`),
    sql`, `,
  );
  await db.execute(
    sql`select pg_notify(${NOTIFICATION_CHANNEL}, payload) from unnest(array[${payloads}]::text[]) as payload`,
  );
}
