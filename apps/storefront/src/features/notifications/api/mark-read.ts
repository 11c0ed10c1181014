import type { Notification, NotificationList } from '@marketplace/contract';
import { useMutation, useQueryClient, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import { useApi } from '@/lib/api';
import { useNotify } from '@/lib/notify';
import { setUnreadCount } from '@/lib/unread-counts';
import { useSession } from '@/lib/session';
import { useT } from '@/lib/text';
import { notificationKeys } from './notification-keys';

type ListData = InfiniteData<NotificationList, number>;

/**
 * Marks notifications read in the cached pages at once, rather than refetching them: a refetch
 * could bring in new ones at the top and move the row the user just clicked.
 */
function markCached(queryClient: QueryClient, userId: string, isTarget: (item: Notification) => boolean) {
  const readAt = new Date().toISOString();
  queryClient.setQueryData<ListData>(notificationKeys.list(userId), (data) =>
    data
      ? {
          ...data,
          pages: data.pages.map((page) => ({
            ...page,
            Items: page.Items.map((item) =>
              isTarget(item) && !item.IsRead ? { ...item, IsRead: true, ReadAt: readAt } : item,
            ),
          })),
        }
      : data,
  );
}

/** PATCH /api/Notification/{id}/read. */
export function useMarkRead() {
  const api = useApi();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const userId = useSession().user?.userId ?? '';
  return useMutation({
    mutationFn: (id: string) => api.notifications.markRead(id),
    onSuccess: (updated) => {
      markCached(queryClient, userId, (item) => item.NotificationId === updated.NotificationId);
      return queryClient.invalidateQueries({ queryKey: notificationKeys.unread(userId) });
    },
    onError: (error) => notify(error.message, 'error'),
  });
}

/** PATCH /api/Notification/read-all. */
export function useMarkAllRead() {
  const api = useApi();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const t = useT();
  const userId = useSession().user?.userId ?? '';
  return useMutation({
    mutationFn: () => api.notifications.markAllRead(),
    onSuccess: (result) => {
      markCached(queryClient, userId, () => true);
      // Unread messages are not notifications: their count stays as it is.
      setUnreadCount(queryClient, userId, { UnreadCount: result.UnreadCount });
      notify(t('notifications.page.allMarked'), 'success');
    },
    onError: (error) => notify(error.message, 'error'),
  });
}
