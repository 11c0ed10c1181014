import type { Api } from '@marketplace/client';
import { DEFAULT_PAGE, DEFAULT_PAGE_SIZE, type NotificationList } from '@marketplace/contract';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { useApi } from '@/lib/api';
import { useSession } from '@/lib/session';
import { notificationKeys } from './notification-keys';

/**
 * GET /api/Notification, newest first, one page at a time behind a 'Load more' button: new
 * notifications arrive at the top while the user reads, so numbered pages would shift under them.
 */
export function notificationsQueryOptions(api: Api, userId: string) {
  return infiniteQueryOptions({
    queryKey: notificationKeys.list(userId),
    queryFn: ({ pageParam }) => api.notifications.list({ page: pageParam, pageSize: DEFAULT_PAGE_SIZE }),
    initialPageParam: DEFAULT_PAGE,
    getNextPageParam: (last: NotificationList) => (last.Page < last.TotalPages ? last.Page + 1 : undefined),
  });
}

export function useNotifications() {
  const api = useApi();
  const { user } = useSession();
  return useInfiniteQuery({ ...notificationsQueryOptions(api, user?.userId ?? ''), enabled: Boolean(user) });
}
