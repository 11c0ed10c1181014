import type { Conversation } from '@marketplace/contract';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { useContractText, useT } from '@/i18n/text';
import { useConversationPaths, useOrderNumber } from './conversation-paths';

export interface ConversationHeaderProps {
  readonly conversation: Conversation;
  /** Links to the order (the conversation page) or to the conversation (the order page). */
  readonly link: 'order' | 'conversation';
  /** The portal's own buttons (an admin's Join and Close). */
  readonly actions?: ReactNode;
}

/** Above a thread: what it is about (the order, or the page of its own), whether it is closed and why. */
export function ConversationHeader({ conversation, link, actions }: ConversationHeaderProps) {
  const t = useT();
  const contractText = useContractText();
  const paths = useConversationPaths();
  const orderNumber = useOrderNumber();
  const closed = conversation.Status === 'closed';
  return (
    <Stack spacing={1}>
      <Stack
        direction="row"
        spacing={1}
        useFlexGap
        sx={{ alignItems: 'center', flexWrap: 'wrap', justifyContent: 'space-between' }}
      >
        <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          {link === 'order' ? (
            <Link component={RouterLink} to={paths.order(conversation.OrderId)}>
              {t('conversations.header.order', { number: orderNumber(conversation.OrderId) })}
            </Link>
          ) : (
            <Link component={RouterLink} to={paths.conversation(conversation.ConversationId)}>
              {t('conversations.header.open')}
            </Link>
          )}
          <Chip
            size="small"
            color={closed ? 'default' : 'success'}
            label={t(closed ? 'conversations.status.closed' : 'conversations.status.open')}
          />
        </Stack>
        {actions}
      </Stack>
      {closed && conversation.ClosedReason ? (
        <Typography variant="body2" color="text.secondary" dir="auto">
          {t('conversations.header.closedReason', { reason: contractText(conversation.ClosedReason) })}
        </Typography>
      ) : null}
    </Stack>
  );
}
