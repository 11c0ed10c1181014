import type { ConversationMessage } from '@marketplace/contract';
import { useLocale } from '@marketplace/i18n';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useUiText } from '../../lib/ui-text';
import { MessageReasonDialog } from './message-reason-dialog';
import { formatMessageTime } from './message-time';

export interface HideMessageDialogProps {
  /** The message being hidden; null when the dialog is closed. */
  message: ConversationMessage | null;
  /** Resolved: the dialog closes. Rejected: the error's message shows and the reason stays. */
  onHide: (message: ConversationMessage, reason: string) => Promise<void>;
  onClose: () => void;
  /** After the dialog has closed and given focus back. */
  onExited?: () => void;
}

/** Long messages are cut in the quote: enough to recognise one. */
const clamp = { display: '-webkit-box', WebkitLineClamp: 3, WebkitBoxOrient: 'vertical', overflow: 'hidden' } as const;

/**
 * An admin hides one message for everyone, with a reason (required, up to 500 characters): the
 * dialog quotes the message (who, when, its first lines) so the admin sees which one it is.
 */
export function HideMessageDialog({ message, onHide, onClose, onExited }: HideMessageDialogProps) {
  const t = useUiText();
  const locale = useLocale();
  return (
    <MessageReasonDialog
      message={message}
      title={t('ui.conversation.hideTitle')}
      description={() => t('ui.conversation.hideDescription')}
      details={(shown) => (
        <Box
          component="blockquote"
          sx={{
            margin: 0,
            marginBlockEnd: 2,
            paddingBlock: 1,
            paddingInline: 1.5,
            borderInlineStart: 3,
            borderColor: 'divider',
            bgcolor: 'action.hover',
            borderRadius: 1,
          }}
        >
          <Typography variant="caption" component="p" sx={{ color: 'text.secondary' }}>
            {/* A name may be Arabic or English: its own direction, whatever the page's. */}
            <bdi>{shown.SenderName}</bdi> ·{' '}
            <time dateTime={shown.CreatedAt}>{formatMessageTime(shown.CreatedAt, locale)}</time>
          </Typography>
          <Typography variant="body2" component="p" dir="auto" sx={clamp}>
            {shown.Text || <bdi>{shown.Attachment?.FileName}</bdi>}
          </Typography>
        </Box>
      )}
      submitLabel={t('ui.conversation.hideSubmit')}
      failedText={t('ui.conversation.hideFailed')}
      onSubmit={onHide}
      onClose={onClose}
      onExited={onExited}
    />
  );
}
