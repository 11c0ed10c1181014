import type { ConversationMessage } from '@marketplace/contract';
import { useLocale } from '@marketplace/i18n';
import FlagOutlined from '@mui/icons-material/FlagOutlined';
import VisibilityOffOutlined from '@mui/icons-material/VisibilityOffOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useUiText } from '../../lib/ui-text';
import { visuallyHidden } from '../../lib/visually-hidden';
import { LinkifiedText } from './linkified-text';
import { MessageAttachment } from './message-attachment';
import { formatMessageTime } from './message-time';

export interface MessageBubbleProps {
  message: ConversationMessage;
  /** The user's own message: on the inline-end side, in the brand colour. */
  own: boolean;
  /** Who wrote it, as the header says it: "You", or "Name · Business". */
  sender: string;
  /** First of a run by one sender: the header shows; otherwise only screen readers hear the name. */
  showHeader: boolean;
  /** "Seen" goes under this message (the newest own one someone else has read). */
  seen: boolean;
  /** Given for other people's messages that can be reported. */
  onReport?: (message: ConversationMessage) => void;
  /** Given for visible messages an admin can hide. */
  onHide?: (message: ConversationMessage) => void;
}

/** One person's message in the thread: the bubble with its text or file, the time, Report and Hide. */
export function MessageBubble({ message, own, sender, showHeader, seen, onReport, onHide }: MessageBubbleProps) {
  const t = useUiText();
  const locale = useLocale();
  const time = formatMessageTime(message.CreatedAt, locale);
  const filled = own && !message.IsHidden;
  // A photo alone needs no bubble around it: the thumbnail's own edge is enough.
  const bare = !message.IsHidden && !message.Text && message.Attachment?.ContentType.startsWith('image/') === true;
  return (
    <Box
      component="li"
      sx={{
        display: 'flex',
        flexDirection: 'column',
        // Flex alignment follows the writing direction: own messages sit on the inline end (the
        // right in English, the left in Arabic), the others' on the inline start.
        alignItems: own ? 'flex-end' : 'flex-start',
        marginBlockStart: showHeader ? 2 : 0.5,
      }}
    >
      {showHeader ? (
        // dir="auto": the sender's name is as they wrote it (a Latin name in an Arabic page).
        <Typography variant="caption" component="p" dir="auto" sx={{ color: 'text.secondary', marginBlockEnd: 0.5 }}>
          {sender}
        </Typography>
      ) : (
        <Box component="span" sx={visuallyHidden}>
          {sender}
        </Box>
      )}
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, maxInlineSize: { xs: '92%', sm: '80%' } }}>
        <Box
          sx={(theme) => {
            const palette = (theme.vars ?? theme).palette;
            if (bare) return { minWidth: 0 };
            return {
              minWidth: 0,
              paddingBlock: 1,
              paddingInline: 1.5,
              borderRadius: 2,
              bgcolor: filled ? palette.primary.main : palette.action.hover,
              color: filled ? palette.primary.contrastText : palette.text.primary,
              '& > * + *': { marginBlockStart: 1 },
            };
          }}
        >
          {message.IsHidden ? (
            <Typography variant="body2" sx={{ fontStyle: 'italic', color: 'text.secondary' }}>
              {t('ui.conversation.hidden')}
            </Typography>
          ) : (
            <>
              {message.Text && (
                <Typography variant="body2" component="p">
                  <LinkifiedText text={message.Text} />
                </Typography>
              )}
              {message.Attachment && (
                <Box>
                  <MessageAttachment attachment={message.Attachment} />
                </Box>
              )}
            </>
          )}
        </Box>
        {onReport && (
          <IconButton
            size="small"
            aria-label={t('ui.conversation.report', { name: message.SenderName, time })}
            title={t('ui.conversation.reportShort')}
            onClick={() => onReport(message)}
            sx={{ color: 'text.secondary', flexShrink: 0 }}
          >
            <FlagOutlined fontSize="small" />
          </IconButton>
        )}
        {onHide && (
          <IconButton
            size="small"
            aria-label={t('ui.conversation.hide', { name: message.SenderName, time })}
            title={t('ui.conversation.hideShort')}
            onClick={() => onHide(message)}
            sx={{ color: 'text.secondary', flexShrink: 0 }}
          >
            <VisibilityOffOutlined fontSize="small" />
          </IconButton>
        )}
      </Box>
      <Typography variant="caption" sx={{ color: 'text.secondary', marginBlockStart: 0.25 }}>
        <time dateTime={message.CreatedAt}>{time}</time>
        {seen && (
          <>
            {' · '}
            <Box component="span" sx={{ fontWeight: 600 }}>
              {t('ui.conversation.seen')}
            </Box>
          </>
        )}
      </Typography>
    </Box>
  );
}

/** The marketplace's own line ("A marketplace admin joined the conversation."): centred, muted. */
export function MessageNote({ message }: { message: ConversationMessage }) {
  const locale = useLocale();
  return (
    <Box component="li" sx={{ textAlign: 'center', marginBlock: 2, paddingInline: 2 }}>
      <Typography variant="caption" component="p" sx={{ color: 'text.secondary' }}>
        {message.Text} <time dateTime={message.CreatedAt}>{formatMessageTime(message.CreatedAt, locale)}</time>
      </Typography>
    </Box>
  );
}
