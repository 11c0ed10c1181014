import type { DbExecutor } from '../../db/database';
import { notifications } from '../../db/schema/index';
import { mailNotifications } from './notification-mail';
import { signalUsers } from './notification-signal';
import type { NotificationEvent } from './notification-types';

export type { NotificationEvent, NotificationType } from './notification-types';

/**
 * Raises notifications in the same transaction as the change that causes them, so a rolled-back
 * change never notifies. In that transaction it also queues the e-mails of the kinds that matter
 * (notification-mail.ts) and signals the live streams, which PostgreSQL delivers on commit.
 */
export async function raiseNotifications(db: DbExecutor, events: readonly NotificationEvent[]): Promise<void> {
  if (events.length === 0) return;
  const rows = await db
    .insert(notifications)
    .values(
      events.map((event) => ({
        userId: event.userId,
        type: event.type,
        title: event.title,
        body: event.body,
        titleAr: event.titleAr ?? '',
        bodyAr: event.bodyAr ?? '',
        link: event.link ?? null,
        data: event.data ?? null,
      })),
    )
    .returning({ id: notifications.id, userId: notifications.userId });
  await signalUsers(
    db,
    rows.map((row) => ({ userId: row.userId, notificationId: row.id })),
  );
  await mailNotifications(db, events);
}
