import Alert from '@mui/material/Alert';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ConversationHeader } from '@/components/conversations/conversation-header';
import { ConversationPanel } from '@/components/conversations/conversation-panel';
import { useBusinessName, useConversationName } from '@/components/conversations/use-conversation-name';
import { useOrderConversations } from '@/components/conversations/use-order-conversations';
import { LoadingSkeleton } from '@/components/loading-skeleton';
import { OrderSection } from '@/components/order-sections';
import { useContractText, useT } from '@/i18n/text';
import { useIsolate } from '@/i18n/use-isolate';
import { ConversationAdminActions } from '@/portals/admin/components/conversation-moderation/conversation-admin-actions';
import { useHideMessage } from '@/portals/admin/components/conversation-moderation/use-hide-message';

/**
 * The admin's order page: the order's conversations (issue 37), one per business of the order,
 * read only until the admin joins one; each with Join and Close, and Hide on its messages.
 */
export function OrderConversations({ orderId }: { orderId: string }) {
  const t = useT();
  const contractText = useContractText();
  const isolate = useIsolate();
  const businessName = useBusinessName();
  const nameOf = useConversationName(true);
  const query = useOrderConversations(orderId);
  const hide = useHideMessage();
  return (
    <OrderSection title={t('admin.orders.conversations.title')}>
      {query.isPending ? (
        <LoadingSkeleton label={t('admin.orders.conversations.loading')} height={160} />
      ) : query.error ? (
        <Alert severity="error">
          {t('admin.orders.conversations.failed', { error: contractText(query.error.message) })}
        </Alert>
      ) : query.data.length === 0 ? (
        <Typography variant="body2">{t('admin.orders.conversations.none')}</Typography>
      ) : (
        <Stack spacing={3} divider={<Divider flexItem />}>
          {query.data.map((conversation) => {
            const business = isolate.auto(businessName(conversation));
            return (
              <Stack key={conversation.ConversationId} spacing={2} component="article" aria-label={business}>
                <Typography variant="subtitle1" component="h3" dir="auto">
                  {t('admin.orders.conversations.with', { business })}
                </Typography>
                <ConversationHeader
                  conversation={conversation}
                  link="conversation"
                  actions={<ConversationAdminActions conversation={conversation} />}
                />
                <ConversationPanel
                  conversation={conversation}
                  label={t('conversations.thread.label', { name: nameOf(conversation) })}
                  onHide={hide}
                />
              </Stack>
            );
          })}
        </Stack>
      )}
    </OrderSection>
  );
}
