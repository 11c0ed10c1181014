import ChatBubbleOutline from '@mui/icons-material/ChatBubbleOutlineOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { AppLink } from '@/components/app-link';
import { paths } from '@/config/paths';
import { useT } from '@/lib/text';
import { unreadMessagesOf, useUnreadCounts } from '@/lib/unread-counts';

/**
 * The bell counts unread conversation messages with the notifications (issue 37), but they are
 * read on the Messages page: this line, at the top of the page the bell opens, says how many wait
 * there and leads to them. Nothing when none do.
 */
export function UnreadMessagesLine() {
  const t = useT();
  const count = unreadMessagesOf(useUnreadCounts().data);
  if (count === 0) return null;
  return (
    <Alert
      severity="info"
      icon={<ChatBubbleOutline fontSize="inherit" />}
      sx={{ marginBlockEnd: 2, alignItems: 'center' }}
      action={
        <Button component={AppLink} to={paths.customerMessages.getHref()} color="inherit" size="small">
          {t('notifications.messages.open')}
        </Button>
      }
    >
      {t('notifications.messages.unread', { count })}
    </Alert>
  );
}
