import type { Conversation, Order } from '@marketplace/contract';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AppLink } from '@/components/app-link';
import { ErrorState, LoadingState } from '@/components/query-states';
import { paths } from '@/config/paths';
import { useContractText, useT } from '@/lib/text';
import { useConversation } from './api/get-conversation';
import { useOrderConversations } from './api/get-order-conversations';
import { useBusinessName } from './components/business-name';
import { ConversationPanel } from './components/conversation-panel';

function OrderConversation({ conversation: listed }: { conversation: Conversation }) {
  const t = useT();
  // The order's list put each conversation in its own entry: read from there, it follows the
  // customer's read mark and the live `conversation` events ("Seen", closed) as the page does.
  const conversation = useConversation(listed.ConversationId, { fresh: true }).data ?? listed;
  const business = useBusinessName()(conversation);
  const titleId = `order-conversation-${conversation.ConversationId}`;
  return (
    <Card component="section" aria-labelledby={titleId}>
      <CardContent>
        <Stack
          direction="row"
          spacing={1}
          useFlexGap
          sx={{ flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', marginBlockEnd: 1 }}
        >
          <Typography id={titleId} variant="h6" component="h2" sx={{ overflowWrap: 'anywhere' }}>
            {t('messages.order.title', { business })}
          </Typography>
          <Button
            component={AppLink}
            to={paths.customerConversation.getHref(conversation.ConversationId)}
            size="small"
            aria-label={t('messages.order.openLabel', { business })}
          >
            {t('messages.order.open')}
          </Button>
        </Stack>
        <ConversationPanel conversation={conversation} maxHeight="min(60vh, 480px)" />
      </CardContent>
    </Card>
  );
}

/**
 * The order page's conversations (issue 37): one section per business of a paid order, each with
 * its thread, so the customer can write about the request where they follow it. An unpaid order
 * has none and shows nothing; neither does a paid one whose conversation is not there yet.
 */
export function OrderConversations({ order }: { order: Order }) {
  const t = useT();
  const ct = useContractText();
  const query = useOrderConversations(order.OrderId, order.IsPaymentSuccess);
  if (!order.IsPaymentSuccess) return null;
  if (query.isPending) return <LoadingState label={t('messages.order.loading')} sx={{ paddingBlock: 2 }} />;
  if (query.isError)
    return (
      <ErrorState
        message={t('messages.order.loadError', { error: ct(query.error.message) })}
        onRetry={() => void query.refetch()}
      />
    );
  return query.data.map((conversation) => (
    <OrderConversation key={conversation.ConversationId} conversation={conversation} />
  ));
}
