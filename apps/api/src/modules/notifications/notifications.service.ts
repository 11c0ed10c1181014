import {
  resolvePaging,
  totalPages,
  type MarkAllReadResult,
  type Notification,
  type NotificationList,
  type NotificationListQuery,
  type UnreadCount,
} from '@marketplace/contract';
import type { Database } from '../../db/database';
import { notFound } from '../../lib/http-error';
import { signalUsers } from './notification-signal';
import { countUnread, listUserNotifications, markAllRead, markRead } from './notifications.repository';
import { toNotification } from './notification.mapper';
import type { StreamExtensions } from './stream-extensions';

export const NOTIFICATION_NOT_FOUND = 'Notification not found.';

/** The signed-in user's own notifications. Read marks also signal the streams (other tabs' bells). */
export class NotificationService {
  constructor(
    private readonly db: Database,
    private readonly extensions: StreamExtensions,
  ) {}

  async list(userId: string, query: NotificationListQuery): Promise<NotificationList> {
    const { page, pageSize, offset } = resolvePaging(query.page, query.pageSize);
    const unreadOnly = query.unreadOnly ?? false;
    const [{ rows, total }, unread] = await Promise.all([
      listUserNotifications(this.db, userId, { unreadOnly, limit: pageSize, offset }),
      countUnread(this.db, userId),
    ]);
    return {
      Items: rows.map(toNotification),
      Page: page,
      PageSize: pageSize,
      TotalItems: total,
      TotalPages: totalPages(total, pageSize),
      UnreadCount: unread,
    };
  }

  unreadCount(userId: string): Promise<number> {
    return countUnread(this.db, userId);
  }

  /** The bell's figures: unread notifications, and what other modules count (unread messages). */
  async unreadCounts(userId: string): Promise<UnreadCount> {
    const [unread, extra] = await Promise.all([this.unreadCount(userId), this.extensions.counts(userId)]);
    return { UnreadCount: unread, ...extra };
  }

  async markRead(userId: string, id: string): Promise<Notification> {
    const row = await this.db.transaction(async (tx) => {
      const updated = await markRead(tx, userId, id);
      if (updated) await signalUsers(tx, [{ userId, notificationId: null }]);
      return updated;
    });
    if (!row) throw notFound(NOTIFICATION_NOT_FOUND);
    return toNotification(row);
  }

  async markAllRead(userId: string): Promise<MarkAllReadResult> {
    const updated = await this.db.transaction(async (tx) => {
      const changed = await markAllRead(tx, userId);
      if (changed > 0) await signalUsers(tx, [{ userId, notificationId: null }]);
      return changed;
    });
    return { Updated: updated, UnreadCount: await this.unreadCount(userId) };
  }
}
