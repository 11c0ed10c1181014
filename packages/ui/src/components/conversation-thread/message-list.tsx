import type { ConversationMessage, ConversationPerson, ConversationRole } from '@marketplace/contract';
import { useLocale } from '@marketplace/i18n';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Fragment, useImperativeHandle, useMemo, type Ref } from 'react';
import { useUiText, type UiMessageId } from '../../lib/ui-text';
import { visuallyHidden } from '../../lib/visually-hidden';
import { MessageBubble, MessageNote } from './message-bubble';
import { formatMessageDay } from './message-time';
import { newestSeenOwnMessageId, startsRun, threadOrder } from './thread-model';
import { useNewMessageAnnouncement, useThreadScroll } from './use-thread-scroll';

const ROLE_LABELS: Record<ConversationRole, UiMessageId> = {
  customer: 'ui.conversation.role.customer',
  provider: 'ui.conversation.role.provider',
  admin: 'ui.conversation.role.admin',
};

export interface MessageListProps {
  messages: readonly ConversationMessage[];
  people: readonly ConversationPerson[];
  currentUserId: string;
  /** The list's accessible name, e.g. "Messages with Pearl Cleaning". */
  label: string;
  hasOlder: boolean;
  loadingOlder: boolean;
  onLoadOlder?: () => void;
  onReport?: (message: ConversationMessage) => void;
  /** Opens the hide dialog for a message (admins). */
  onHide?: (message: ConversationMessage) => void;
  /** The scrolling area (a focusable region), e.g. to give it focus back. */
  ref?: Ref<HTMLDivElement>;
  /** What shows when there is nothing yet. */
  emptyText: string;
  /** The scrolling area's tallest height (any CSS length). */
  maxHeight: string;
}

/**
 * The messages, oldest at the top: a day's date above its first message, the sender above each
 * run of one person's messages, notes centred, and "Load older messages" at the top. The area
 * scrolls on its own and keeps the newest in view (use-thread-scroll.ts).
 */
export function MessageList(props: MessageListProps) {
  const { messages, people, currentUserId, label, hasOlder, loadingOlder, onLoadOlder, onReport, onHide } = props;
  const t = useUiText();
  const locale = useLocale();
  const ordered = useMemo(() => threadOrder(messages), [messages]);
  const seenId = useMemo(
    () => newestSeenOwnMessageId(ordered, people, currentUserId),
    [ordered, people, currentUserId],
  );
  const scrollRef = useThreadScroll(ordered, currentUserId);
  // The region is always rendered, so its element is there once refs are set.
  useImperativeHandle(props.ref, () => scrollRef.current as HTMLDivElement, [scrollRef]);
  const announcement = useNewMessageAnnouncement(ordered, currentUserId);

  const senderOf = (message: ConversationMessage) =>
    message.SenderId === currentUserId
      ? t('ui.conversation.you')
      : message.SenderRole
        ? t('ui.conversation.sender', { name: message.SenderName, role: t(ROLE_LABELS[message.SenderRole]) })
        : message.SenderName;

  return (
    <Box
      ref={scrollRef}
      role="region"
      aria-label={label}
      // Scrollable content must be reachable by keyboard (axe: scrollable-region-focusable).
      tabIndex={0}
      sx={{ maxBlockSize: props.maxHeight, overflowY: 'auto', paddingInline: { xs: 1, sm: 2 }, paddingBlock: 1 }}
    >
      {hasOlder && (
        <Box sx={{ display: 'flex', justifyContent: 'center', paddingBlock: 1 }}>
          <Button size="small" variant="outlined" onClick={onLoadOlder} loading={loadingOlder}>
            {t('ui.conversation.loadOlder')}
          </Button>
        </Box>
      )}
      {ordered.length === 0 ? (
        <Typography sx={{ color: 'text.secondary', textAlign: 'center', paddingBlock: 4 }}>
          {props.emptyText}
        </Typography>
      ) : (
        <Box component="ol" sx={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {ordered.map((message, index) => {
            const previous = ordered[index - 1];
            const day = formatMessageDay(message.CreatedAt, locale);
            const newDay = !previous || formatMessageDay(previous.CreatedAt, locale) !== day;
            return (
              <Fragment key={message.MessageId}>
                {newDay && (
                  <Box component="li" sx={{ textAlign: 'center', marginBlockStart: 2 }}>
                    <Typography variant="overline" component="p" sx={{ color: 'text.secondary', lineHeight: 2 }}>
                      {day}
                    </Typography>
                  </Box>
                )}
                {message.Kind === 'note' ? (
                  <MessageNote message={message} />
                ) : (
                  <MessageBubble
                    message={message}
                    own={message.SenderId === currentUserId}
                    sender={senderOf(message)}
                    showHeader={startsRun(previous, message, !newDay)}
                    seen={message.MessageId === seenId}
                    // Only other people's visible words can be reported; notes and hidden ones not.
                    onReport={
                      onReport && message.SenderId !== currentUserId && !message.IsHidden ? onReport : undefined
                    }
                    // Any person's visible message can be hidden, whoever wrote it; Report and Hide
                    // are separate: an admin is given Hide, the people Report.
                    onHide={onHide && !message.IsHidden ? onHide : undefined}
                  />
                )}
              </Fragment>
            );
          })}
        </Box>
      )}
      <Box role="status" aria-live="polite" sx={visuallyHidden}>
        {announcement && t('ui.conversation.newMessage', { name: announcement.SenderName })}
      </Box>
    </Box>
  );
}
