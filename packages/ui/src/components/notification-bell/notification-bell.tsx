import NotificationsOutlined from '@mui/icons-material/NotificationsOutlined';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import IconButton, { type IconButtonProps } from '@mui/material/IconButton';
import { useUiText } from '../../lib/ui-text';
import { visuallyHidden } from '../../lib/visually-hidden';

export interface NotificationBellProps {
  unreadCount: number;
  onClick: IconButtonProps['onClick'];
  /** Counts above this show as e.g. '99+'. */
  max?: number;
}

/** The count as the badge shows it: '99+' above the cap. */
function shownCount(unreadCount: number, max: number): string {
  return unreadCount > max ? `${max}+` : String(unreadCount);
}

/** The customer's notification bell in the top bar (spec 2.4), with the unread count. */
export function NotificationBell({ unreadCount, onClick, max = 99 }: NotificationBellProps) {
  const t = useUiText();
  const count = Math.max(0, Math.floor(unreadCount));
  // 'Notifications, 3 unread'; above the cap it says what the badge shows ('99+'), because speech
  // input users say what they see, and axe requires the visible text to be part of the name.
  const shown = shownCount(count, max);
  const label = count > 0 ? t('ui.notifications.bellUnread', { count, shown }) : t('ui.notifications.bell');
  return (
    <>
      <IconButton aria-label={label} onClick={onClick} color="inherit">
        {/* The button's label carries the count; hidden so it is not read twice. */}
        <Badge badgeContent={count} max={max} color="primary" slotProps={{ badge: { 'aria-hidden': true } }}>
          <NotificationsOutlined />
        </Badge>
      </IconButton>
      {/* Says new notifications out loud when the count changes, not only when the bell is focused. */}
      <Box component="span" role="status" aria-live="polite" sx={visuallyHidden}>
        {count > 0 ? t('ui.notifications.unread', { count, shown }) : ''}
      </Box>
    </>
  );
}
