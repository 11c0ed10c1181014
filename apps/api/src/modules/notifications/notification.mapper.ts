import type { Notification } from '@marketplace/contract';
import type { NotificationRow } from './notifications.repository';

/** A notification row as the contract answers it (the list, the read marks and the stream). */
export function toNotification(row: NotificationRow): Notification {
  return {
    NotificationId: row.id,
    Type: row.type,
    Title: row.title,
    Body: row.body,
    TitleAr: row.titleAr,
    BodyAr: row.bodyAr,
    Link: row.link ?? '',
    Data: row.data ?? {},
    IsRead: row.readAt !== null,
    CreatedAt: row.createdAt.toISOString(),
    ReadAt: row.readAt?.toISOString() ?? null,
  };
}
