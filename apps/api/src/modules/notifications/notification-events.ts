import type { DbExecutor } from '../../db/database';
import { notifications } from '../../db/schema/index';
import { mailNotifications } from './notification-mail';
import { signalUsers } from './notification-signal';

/** What happened, as stored in `notifications.type`; the bell and e-mails pick their wording by it. */
export const NOTIFICATION_TYPES = [
  'order.placed',
  'order.paid',
  'payment.failed',
  'order-item.status',
  'order.cancelled',
  'refund.issued',
  'review.received',
  'provider.status',
  'payout.requested',
  'payout.settled',
  'payout.rejected',
  'inquiry.answered',
  // To every admin (staff-notices.ts): new work in the back office's inbox.
  'admin.provider-pending',
  'admin.inquiry-new',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

export interface NotificationEvent {
  userId: string;
  type: NotificationType;
  title: string;
  body: string;
  /** A path in one of the apps (e.g. /profile/orders/{id}) the bell opens. */
  link?: string | null;
  data?: Record<string, unknown>;
}

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
