import { EmptyState, PageHeader } from '@marketplace/ui';
import ChatBubbleOutline from '@mui/icons-material/ChatBubbleOutlineOutlined';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { Fragment } from 'react';
import { AppLink } from '@/components/app-link';
import { ErrorState, LoadingState } from '@/components/query-states';
import { paths } from '@/config/paths';
import { useContractText, useT } from '@/lib/text';
import { useConversations } from './api/get-conversations';
import { ConversationListItem } from './components/conversation-list-item';

/**
 * /customer-dashboard/messages (issue 37): the customer's conversations with businesses, the most
 * recently active first, 'Load more' for older ones. New messages move a conversation up through
 * the live stream (use-conversation-events.ts).
 */
export function MessagesPage() {
  const t = useT();
  const ct = useContractText();
  const query = useConversations();
  const header = <PageHeader title={t('messages.page.title')} subtitle={t('messages.page.subtitle')} />;

  if (query.isPending)
    return (
      <>
        {header}
        <LoadingState label={t('messages.list.loading')} />
      </>
    );
  if (query.data === undefined)
    return (
      <>
        {header}
        <ErrorState
          message={t('messages.list.loadError', { error: ct(query.error?.message ?? '') })}
          onRetry={() => void query.refetch()}
        />
      </>
    );
  const conversations = query.data.pages.flatMap((page) => page.Items);
  return (
    <>
      {header}
      {conversations.length === 0 ? (
        <EmptyState
          icon={<ChatBubbleOutline />}
          title={t('messages.list.emptyTitle')}
          description={t('messages.list.emptyDescription')}
          action={
            <Button component={AppLink} to={paths.services.getHref()} variant="outlined">
              {t('messages.list.browse')}
            </Button>
          }
        />
      ) : (
        <Stack spacing={2}>
          <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
            <Stack
              component="ul"
              aria-label={t('messages.list.label')}
              sx={{ listStyle: 'none', margin: 0, padding: 0 }}
            >
              {conversations.map((conversation, index) => (
                <Fragment key={conversation.ConversationId}>
                  {index > 0 && <Divider component="li" aria-hidden />}
                  <ConversationListItem conversation={conversation} />
                </Fragment>
              ))}
            </Stack>
          </Paper>
          {query.isFetchNextPageError && (
            <ErrorState message={ct(query.error?.message ?? '')} onRetry={() => void query.fetchNextPage()} />
          )}
          {query.hasNextPage && !query.isFetchNextPageError && (
            <Button
              variant="outlined"
              onClick={() => void query.fetchNextPage()}
              loading={query.isFetchingNextPage}
              sx={{ alignSelf: 'center' }}
            >
              {t('messages.list.loadMore')}
            </Button>
          )}
        </Stack>
      )}
    </>
  );
}
