import { EmptyState } from '@marketplace/ui';
import ForumOutlined from '@mui/icons-material/ForumOutlined';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { ConversationHeader } from '@/components/conversations/conversation-header';
import { ConversationPanel } from '@/components/conversations/conversation-panel';
import { useOrderConversations } from '@/components/conversations/use-order-conversations';
import { LoadingSkeleton } from '@/components/loading-skeleton';
import { OrderSection } from '@/components/order-sections';
import { useContractText, useT } from '@/i18n/text';
import { useIsolate } from '@/i18n/use-isolate';

/**
 * The provider's order page: its conversation with the customer about this order (issue 37), read
 * and written in place. The API answers the business's own one only; an unpaid order has none.
 */
export function OrderConversation({ orderId }: { orderId: string }) {
  const t = useT();
  const contractText = useContractText();
  const isolate = useIsolate();
  const query = useOrderConversations(orderId);
  const conversation = query.data?.[0];
  return (
    <OrderSection title={t('provider.orders.conversation.title')}>
      {query.isPending ? (
        <LoadingSkeleton label={t('provider.orders.conversation.loading')} height={160} />
      ) : query.error ? (
        <Alert severity="error">
          {t('provider.orders.conversation.failed', { error: contractText(query.error.message) })}
        </Alert>
      ) : conversation ? (
        <Stack spacing={2}>
          <ConversationHeader conversation={conversation} link="conversation" />
          <ConversationPanel
            conversation={conversation}
            label={t('conversations.thread.label', { name: isolate.auto(conversation.CustomerName) })}
          />
        </Stack>
      ) : (
        <EmptyState
          title={t('provider.orders.conversation.none')}
          description={t('provider.orders.conversation.noneHelp')}
          icon={<ForumOutlined />}
          titleComponent="h3"
          sx={{ paddingBlock: 3 }}
        />
      )}
    </OrderSection>
  );
}
