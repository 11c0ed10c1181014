import type { Api } from '@marketplace/client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useApi } from '@/lib/api';
import { useSession } from '@/lib/session';
import { notificationKeys } from './notification-keys';

export function unreadCountQueryOptions(api: Api, userId: string) {
  return queryOptions({
    queryKey: notificationKeys.unread(userId),
    queryFn: () => api.notifications.unreadCount(),
    select: (data) => data.UnreadCount,
  });
}

/** The signed-in user's unread count; the live stream keeps it current between fetches. */
export function useUnreadCount() {
  const api = useApi();
  const { user } = useSession();
  return useQuery({ ...unreadCountQueryOptions(api, user?.userId ?? ''), enabled: Boolean(user) });
}
