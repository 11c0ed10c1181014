import type { ConversationSummary } from '@marketplace/contract';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useContractText, useFormat, useT } from '@/i18n/text';
import { useConversationPaths, useOrderNumber } from './conversation-paths';
import { useConversationName } from './use-conversation-name';

export interface ConversationRowProps {
  readonly conversation: ConversationSummary;
  /** Admins read every business's conversations: the row names the business too. */
  readonly showBusiness?: boolean;
}

/** Two lines at most of the newest message: enough to know what it is about. */
const clamp = {
  overflowWrap: 'anywhere',
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
} as const;

/**
 * One conversation of the list: who it is with (the link to it), its unread count, its order, when
 * it last moved and the start of its newest message. Unread ones stand out in bold.
 */
export function ConversationRow({ conversation, showBusiness = false }: ConversationRowProps) {
  const t = useT();
  const format = useFormat();
  const contractText = useContractText();
  const paths = useConversationPaths();
  const orderNumber = useOrderNumber();
  const nameOf = useConversationName(showBusiness);
  const unread = conversation.UnreadCount > 0;
  const when = conversation.LastActivityAt;
  return (
    <Stack spacing={0.5} sx={{ minWidth: 0 }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: unread ? 700 : 500, minWidth: 0 }}>
          {/* One name keeps its own direction; the admin's pair is a sentence of the page's language
              with each name isolated in it (dir="auto" would read it in the first name's direction). */}
          <Link
            component={RouterLink}
            to={paths.conversation(conversation.ConversationId)}
            dir={showBusiness ? undefined : 'auto'}
          >
            {showBusiness ? nameOf(conversation) : conversation.CustomerName}
          </Link>
        </Typography>
        {unread && (
          <Chip
            size="small"
            color="primary"
            label={t('conversations.row.unread', { count: conversation.UnreadCount })}
          />
        )}
        {conversation.Status === 'closed' && <Chip size="small" label={t('conversations.status.closed')} />}
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        <Link component={RouterLink} to={paths.order(conversation.OrderId)}>
          {t('conversations.row.order', { number: orderNumber(conversation.OrderId) })}
        </Link>
        {' · '}
        <time dateTime={when}>{format.dateTime(when)}</time>
      </Typography>
      {conversation.LastMessagePreview ? (
        <Typography variant="body2" dir="auto" sx={{ ...clamp, fontWeight: unread ? 600 : 400 }}>
          {/* A note's preview is the marketplace's text, in the language the API was asked for. */}
          {contractText(conversation.LastMessagePreview)}
        </Typography>
      ) : (
        <Typography variant="body2" color="text.secondary" sx={{ fontStyle: 'italic' }}>
          {/* No preview: nothing was said yet, or the newest message was hidden. */}
          {t(conversation.LastMessageHidden ? 'conversations.row.noPreview' : 'conversations.row.noMessages')}
        </Typography>
      )}
    </Stack>
  );
}
