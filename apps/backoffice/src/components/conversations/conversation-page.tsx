import type { Conversation, ConversationMessage } from '@marketplace/contract';
import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';
import { ListButton, Title, TopToolbar } from 'react-admin';
import { useParams } from 'react-router';
import { LoadingSkeleton } from '@/components/loading-skeleton';
import { useContractText, useT } from '@/i18n/text';
import { ConversationHeader } from './conversation-header';
import { ConversationPanel } from './conversation-panel';
import { useConversation } from './use-conversation';
import { useConversationName } from './use-conversation-name';

export interface ConversationPageProps {
  /** Admins: the title names the business as well as the customer. */
  readonly showBusiness?: boolean;
  /** The portal's own buttons above the thread (an admin's Join and Close). */
  readonly actions?: (conversation: Conversation) => ReactNode;
  /** Admins: Hide on the thread's messages (see ConversationPanel). */
  readonly onHide?: (message: ConversationMessage, reason: string) => Promise<void>;
}

/**
 * A conversation on a page of its own (`<portal>/messages/{id}`, opened from Messages
 * or a link in a mail): who it is with as the page's title, its order, the thread.
 */
export function ConversationPage({ showBusiness = false, actions, onHide }: ConversationPageProps) {
  const t = useT();
  const contractText = useContractText();
  const { id = '' } = useParams<'id'>();
  const query = useConversation(id);
  const nameOf = useConversationName(showBusiness);
  const conversation = query.data;
  return (
    <Stack spacing={2} sx={{ marginBlock: { xs: 1, sm: 2 }, minWidth: 0 }}>
      <Title
        title={
          conversation
            ? t('conversations.show.title', { name: nameOf(conversation) })
            : t('conversations.show.titleLoading')
        }
      />
      {/* No growing: below md react-admin gives the toolbar flex-basis 100%, which in this column
          made it as tall as the page. */}
      <TopToolbar sx={{ flex: '0 0 auto' }}>
        <ListButton label={t('conversations.show.all')} />
      </TopToolbar>
      {query.isPending ? (
        <LoadingSkeleton label={t('conversations.show.loading')} height={320} />
      ) : query.error ? (
        <Alert severity="error">{t('conversations.show.failed', { error: contractText(query.error.message) })}</Alert>
      ) : conversation ? (
        <Card variant="outlined" sx={{ minWidth: 0 }}>
          <CardContent>
            <Stack spacing={2}>
              <ConversationHeader conversation={conversation} link="order" actions={actions?.(conversation)} />
              <ConversationPanel
                conversation={conversation}
                label={t('conversations.thread.label', { name: nameOf(conversation) })}
                onHide={onHide}
              />
            </Stack>
          </CardContent>
        </Card>
      ) : null}
    </Stack>
  );
}
