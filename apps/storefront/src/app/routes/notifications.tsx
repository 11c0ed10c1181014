import { PageHeader } from '@marketplace/ui';
import DoneAll from '@mui/icons-material/DoneAll';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import { useUnreadCount } from '@/features/notifications/api/get-unread-count';
import { useMarkAllRead } from '@/features/notifications/api/mark-read';
import { NotificationList } from '@/features/notifications/components/notification-list';

/** /notifications (customers): everything the bell counts, newest first. */
export function Component() {
  const unread = useUnreadCount();
  const markAll = useMarkAllRead();
  const unreadCount = unread.data ?? 0;
  return (
    <Container maxWidth="md" sx={{ paddingBlock: { xs: 4, md: 6 } }}>
      <PageHeader
        title="Notifications"
        subtitle={
          unread.isSuccess &&
          (unreadCount > 0 ? `You have ${unreadCount} unread notification(s).` : 'You are all caught up.')
        }
        actions={
          <Button
            variant="outlined"
            startIcon={<DoneAll />}
            onClick={() => markAll.mutate()}
            disabled={unreadCount === 0 || markAll.isPending}
          >
            {markAll.isPending ? 'Marking...' : 'Mark all as read'}
          </Button>
        }
      />
      <NotificationList />
    </Container>
  );
}
