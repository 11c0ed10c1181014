import type { Notification } from '@marketplace/contract';
import { formatDateTime, useLocale } from '@marketplace/i18n';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AppLink } from '@/components/app-link';
import { useT } from '@/lib/text';
import { notificationTarget } from './notification-target';

export interface NotificationItemProps {
  readonly notification: Notification;
  readonly onMarkRead: (id: string) => void;
  readonly marking: boolean;
}

function Title({ notification, onOpen }: { notification: Notification; onOpen: () => void }) {
  const target = notificationTarget(notification.Link);
  // The server's text, in whichever language it was written: its own direction.
  if (!target) return <span dir="auto">{notification.Title}</span>;
  if (target.kind === 'external') {
    return (
      <Link href={target.href} target="_blank" rel="noopener noreferrer" onClick={onOpen} dir="auto">
        {notification.Title}
      </Link>
    );
  }
  return (
    <Link component={AppLink} to={target.to} onClick={onOpen} dir="auto">
      {notification.Title}
    </Link>
  );
}

/**
 * One notification. Unread ones carry a visible 'Unread' label inside the heading, so it is read
 * out with the title and never told by colour or weight alone. Opening the link marks it read.
 */
export function NotificationItem({ notification, onMarkRead, marking }: NotificationItemProps) {
  const t = useT();
  const locale = useLocale();
  const unread = !notification.IsRead;
  const markRead = () => {
    if (unread) onMarkRead(notification.NotificationId);
  };
  return (
    <Box
      component="li"
      sx={{
        paddingBlock: 2,
        paddingInline: 2,
        // Logical borders are not among MUI's border shorthands: spelled out so they mirror in RTL.
        borderInlineStart: '4px solid',
        borderColor: unread ? 'primary.main' : 'transparent',
        bgcolor: unread ? 'action.hover' : 'transparent',
      }}
    >
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ justifyContent: 'space-between' }}>
        <Box sx={{ minWidth: 0 }}>
          <Typography
            variant="subtitle1"
            component="h2"
            sx={{ fontWeight: unread ? 700 : 500, overflowWrap: 'anywhere' }}
          >
            {unread && (
              <Box
                component="span"
                sx={{
                  display: 'inline-block',
                  marginInlineEnd: 1,
                  paddingInline: 0.75,
                  borderRadius: 1,
                  typography: 'caption',
                  fontWeight: 700,
                  verticalAlign: 'middle',
                  bgcolor: 'primary.main',
                  color: 'primary.contrastText',
                }}
              >
                {t('notifications.item.unread')}
              </Box>
            )}
            <Title notification={notification} onOpen={markRead} />
          </Typography>
          <Typography variant="body2" dir="auto" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
            {notification.Body}
          </Typography>
          <Typography
            variant="caption"
            component="time"
            dateTime={notification.CreatedAt}
            sx={{ color: 'text.secondary' }}
          >
            {formatDateTime(notification.CreatedAt, locale)}
          </Typography>
        </Box>
        {unread && (
          <Button
            size="small"
            onClick={markRead}
            disabled={marking}
            aria-label={t('notifications.item.markReadLabel', { title: notification.Title })}
            sx={{ alignSelf: { xs: 'flex-start', sm: 'center' }, flexShrink: 0 }}
          >
            {t('notifications.item.markRead')}
          </Button>
        )}
      </Stack>
    </Box>
  );
}
