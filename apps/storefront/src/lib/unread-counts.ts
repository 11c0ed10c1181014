import type { Api } from '@marketplace/client';
import type { UnreadCount } from '@marketplace/contract';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { useApi } from './api';
import { useSession } from './session';

// What the signed-in customer has not read: notifications and conversation messages (issue 37),
// as GET /api/Notification/unread-count and the stream's `unread-count` event both give them.
// Shared because three features read or move it: the bell (notifications), the dashboard's
// Messages entry and the conversations' read marks (account). Under the notifications' key, so
// what invalidates the notifications refreshes it too.

export const unreadCountsKey = (userId: string) => ['notifications', userId, 'unread'] as const;

/** An older server (or a test) may leave UnreadMessages out: none then. */
export const unreadMessagesOf = (counts: Partial<UnreadCount> | undefined) => counts?.UnreadMessages ?? 0;

export function unreadCountsQueryOptions(api: Api, userId: string) {
  return queryOptions({
    queryKey: unreadCountsKey(userId),
    queryFn: (): Promise<Partial<UnreadCount>> => api.notifications.unreadCount(),
  });
}

/** Both counts; the live stream keeps them current between fetches. */
export function useUnreadCounts() {
  const api = useApi();
  const { user } = useSession();
  return useQuery({ ...unreadCountsQueryOptions(api, user?.userId ?? ''), enabled: Boolean(user) });
}

/** Changes one of the counts in place (a read mark moved), keeping the other as it was. */
export function setUnreadCount(queryClient: QueryClient, userId: string, change: Partial<UnreadCount>): void {
  queryClient.setQueryData<Partial<UnreadCount>>(unreadCountsKey(userId), (counts) =>
    counts ? { ...counts, ...change } : counts,
  );
}
