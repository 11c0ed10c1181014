import { NotificationBell } from '@marketplace/ui';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { useUnreadCount } from '../api/get-unread-count';
import { useNotificationStream } from '../hooks/use-notification-stream';

/**
 * The top bar's bell (spec 2.4, customers only): the unread count, a click opens /notifications.
 * The top bar is on every page, so this is also where the live stream is kept open: one
 * connection per tab, for as long as a customer is signed in.
 */
export function NotificationBellButton() {
  const navigate = useNavigate();
  const unread = useUnreadCount();
  useNotificationStream();
  return (
    <NotificationBell unreadCount={unread.data ?? 0} onClick={() => void navigate(paths.notifications.getHref())} />
  );
}
