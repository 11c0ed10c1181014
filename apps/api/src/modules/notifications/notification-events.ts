import type { DbExecutor } from '../../db/database';
import { notifications } from '../../db/schema/index';

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
 * change never notifies. Live delivery (stream, e-mail) reads from this table.
 */
export async function raiseNotifications(db: DbExecutor, events: readonly NotificationEvent[]): Promise<void> {
  if (events.length === 0) return;
  await db.insert(notifications).values(
    events.map((event) => ({
      userId: event.userId,
      type: event.type,
      title: event.title,
      body: event.body,
      link: event.link ?? null,
      data: event.data ?? null,
    })),
  );
}
