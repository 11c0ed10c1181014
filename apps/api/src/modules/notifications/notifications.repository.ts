import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/database';
import { notifications } from '../../db/schema/index';

export type NotificationRow = typeof notifications.$inferSelect;

const unreadOf = (userId: string) => and(eq(notifications.userId, userId), isNull(notifications.readAt));

/** One page of a user's notifications, newest first (the user/created index serves both reads). */
export async function listUserNotifications(
  db: DbExecutor,
  userId: string,
  options: { unreadOnly: boolean; limit: number; offset: number },
) {
  const where = options.unreadOnly ? unreadOf(userId) : eq(notifications.userId, userId);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(notifications)
      .where(where)
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(options.limit)
      .offset(options.offset),
    db.select({ n: count() }).from(notifications).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** Served by the partial index on unread rows, so the bell's count stays cheap. */
export async function countUnread(db: DbExecutor, userId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(notifications).where(unreadOf(userId));
  return row?.n ?? 0;
}

/** The user's own notification; another user's id reads as missing. */
export async function findUserNotification(
  db: DbExecutor,
  userId: string,
  id: string,
): Promise<NotificationRow | undefined> {
  const [row] = await db
    .select()
    .from(notifications)
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)));
  return row;
}

/** Marks one read (keeping the first read time); undefined when it is not the user's. */
export async function markRead(db: DbExecutor, userId: string, id: string): Promise<NotificationRow | undefined> {
  const [row] = await db
    .update(notifications)
    .set({ readAt: sql`coalesce(${notifications.readAt}, now())` })
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .returning();
  return row;
}

/** Marks every unread notification of the user read; returns how many changed. */
export async function markAllRead(db: DbExecutor, userId: string): Promise<number> {
  const rows = await db
    .update(notifications)
    .set({ readAt: sql`now()` })
    .where(unreadOf(userId))
    .returning({ id: notifications.id });
  return rows.length;
}
