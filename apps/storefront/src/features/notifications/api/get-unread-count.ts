import { useUnreadCounts } from '@/lib/unread-counts';

/** The signed-in user's unread notifications (their conversations' messages: useUnreadCounts). */
export function useUnreadCount() {
  const query = useUnreadCounts();
  return { ...query, data: query.data?.UnreadCount };
}
