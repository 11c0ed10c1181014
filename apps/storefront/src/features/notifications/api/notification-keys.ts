import { unreadCountsKey } from '@/lib/unread-counts';

// Query keys of the notifications, all under ['notifications', userId], so one invalidation (a
// live event, a sign-in as someone else) reaches the bell and the page together.

export const notificationKeys = {
  all: (userId: string) => ['notifications', userId] as const,
  /** The bell's counts: GET /api/Notification/unread-count (lib/unread-counts.ts). */
  unread: unreadCountsKey,
  /** The /notifications page: GET /api/Notification, page after page. */
  list: (userId: string) => ['notifications', userId, 'list'] as const,
};
