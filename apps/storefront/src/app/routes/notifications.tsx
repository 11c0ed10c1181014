import { PageHeader } from '@marketplace/ui';
import DoneAll from '@mui/icons-material/DoneAll';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import { useUnreadCount } from '@/features/notifications/api/get-unread-count';
import { useMarkAllRead } from '@/features/notifications/api/mark-read';
import { NotificationList } from '@/features/notifications/components/notification-list';
import { UnreadMessagesLine } from '@/features/notifications/components/unread-messages-line';
import { useT } from '@/lib/text';

/** /notifications (customers): everything the bell counts, newest first. */
export function Component() {
  const t = useT();
  const unread = useUnreadCount();
  const markAll = useMarkAllRead();
  const unreadCount = unread.data ?? 0;
  return (
    <Container maxWidth="md" sx={{ paddingBlock: { xs: 4, md: 6 } }}>
      <PageHeader
        title={t('notifications.page.title')}
        subtitle={
          unread.isSuccess &&
          (unreadCount > 0 ? t('notifications.page.unread', { count: unreadCount }) : t('notifications.page.caughtUp'))
        }
        actions={
          <Button
            variant="outlined"
            startIcon={<DoneAll />}
            onClick={() => markAll.mutate()}
            disabled={unreadCount === 0 || markAll.isPending}
          >
            {markAll.isPending ? t('notifications.page.marking') : t('notifications.page.markAll')}
          </Button>
        }
      />
      <UnreadMessagesLine />
      <NotificationList />
    </Container>
  );
}
