import { EmptyState } from '@marketplace/ui';
import ForumOutlined from '@mui/icons-material/ForumOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Title } from 'react-admin';
import { LoadingSkeleton } from '@/components/loading-skeleton';
import { useContractText, useT } from '@/i18n/text';
import { ConversationRow } from './conversation-row';
import { useConversationList } from './use-conversation-list';

export interface ConversationListProps {
  /** Admins read every business's conversations: each row names the business too. */
  readonly showBusiness?: boolean;
  /** Said under the title: whose conversations these are. */
  readonly intro: string;
}

/**
 * The Messages page of both portals (issue 37): the asker's conversations, most recent first, a
 * page at a time ("Load more", by cursor), each with its unread count, order and newest message.
 * Kept live by the notification stream (conversation-live.ts): a new message moves its row up.
 */
export function ConversationList({ showBusiness = false, intro }: ConversationListProps) {
  const t = useT();
  const contractText = useContractText();
  const { conversations, isPending, error, hasMore, loadingMore, loadMore } = useConversationList();
  return (
    <Stack spacing={2} sx={{ marginBlock: { xs: 1, sm: 2 }, minWidth: 0 }}>
      <Title title={t('conversations.list.title')} />
      <Typography color="text.secondary">{intro}</Typography>
      {isPending ? (
        <LoadingSkeleton label={t('conversations.list.loading')} height={240} />
      ) : error ? (
        <Alert severity="error">{t('conversations.list.failed', { error: contractText(error.message) })}</Alert>
      ) : conversations.length === 0 ? (
        <Card variant="outlined">
          <EmptyState
            title={t('conversations.list.empty')}
            description={t('conversations.list.emptyHelp')}
            icon={<ForumOutlined />}
          />
        </Card>
      ) : (
        <Card variant="outlined">
          <Box component="ul" aria-label={t('conversations.list.title')} sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {conversations.map((conversation, index) => (
              <Box
                component="li"
                key={conversation.ConversationId}
                sx={{ px: 2, py: 1.5, borderTop: index === 0 ? 0 : 1, borderColor: 'divider', minWidth: 0 }}
              >
                <ConversationRow conversation={conversation} showBusiness={showBusiness} />
              </Box>
            ))}
          </Box>
        </Card>
      )}
      {hasMore && (
        <Box sx={{ display: 'flex', justifyContent: 'center' }}>
          <Button variant="outlined" onClick={loadMore} loading={loadingMore}>
            {t('conversations.list.loadMore')}
          </Button>
        </Box>
      )}
    </Stack>
  );
}
