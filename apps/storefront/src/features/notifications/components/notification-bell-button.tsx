import { NotificationBell } from '@marketplace/ui';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { unreadMessagesOf, useUnreadCounts } from '@/lib/unread-counts';
import { useNotificationStream, type StreamListeners } from '../hooks/use-notification-stream';

export interface NotificationBellButtonProps {
  /** Other features' handlers of the stream this button keeps open (the app's Messages). */
  readonly listeners?: StreamListeners;
}

/**
 * The top bar's bell (spec 2.4, customers only): the unread count, a click opens /notifications.
 * It counts unread conversation messages too (issue 37), and /notifications offers the way to
 * them. The top bar is on every page, so this is also where the live stream is kept open: one
 * connection per tab, for as long as a customer is signed in.
 */
export function NotificationBellButton({ listeners }: NotificationBellButtonProps) {
  const navigate = useNavigate();
  const unread = useUnreadCounts();
  useNotificationStream({ listeners });
  const count = (unread.data?.UnreadCount ?? 0) + unreadMessagesOf(unread.data);
  return <NotificationBell unreadCount={count} onClick={() => void navigate(paths.notifications.getHref())} />;
}
