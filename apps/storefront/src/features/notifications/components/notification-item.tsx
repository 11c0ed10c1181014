import { DEFAULT_TIMEZONE, type Notification } from '@marketplace/contract';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AppLink } from '@/components/app-link';
import { notificationTarget } from './notification-target';

const DATE_TIME = new Intl.DateTimeFormat('en-US', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: DEFAULT_TIMEZONE,
});

export interface NotificationItemProps {
  readonly notification: Notification;
  readonly onMarkRead: (id: string) => void;
  readonly marking: boolean;
}

function Title({ notification, onOpen }: { notification: Notification; onOpen: () => void }) {
  const target = notificationTarget(notification.Link);
  if (!target) return <>{notification.Title}</>;
  if (target.kind === 'external') {
    return (
      <Link href={target.href} target="_blank" rel="noopener noreferrer" onClick={onOpen}>
        {notification.Title}
      </Link>
    );
  }
  return (
    <Link component={AppLink} to={target.to} onClick={onOpen}>
      {notification.Title}
    </Link>
  );
}

/**
 * One notification. Unread ones carry a visible 'Unread' label inside the heading, so it is read
 * out with the title and never told by colour or weight alone. Opening the link marks it read.
 */
export function NotificationItem({ notification, onMarkRead, marking }: NotificationItemProps) {
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
                Unread
              </Box>
            )}
            <Title notification={notification} onOpen={markRead} />
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
            {notification.Body}
          </Typography>
          <Typography
            variant="caption"
            component="time"
            dateTime={notification.CreatedAt}
            sx={{ color: 'text.secondary' }}
          >
            {DATE_TIME.format(new Date(notification.CreatedAt))}
          </Typography>
        </Box>
        {unread && (
          <Button
            size="small"
            onClick={markRead}
            disabled={marking}
            aria-label={`Mark as read: ${notification.Title}`}
            sx={{ alignSelf: { xs: 'flex-start', sm: 'center' }, flexShrink: 0 }}
          >
            Mark as read
          </Button>
        )}
      </Stack>
    </Box>
  );
}
