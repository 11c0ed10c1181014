import { ConversationList } from '@/components/conversations/conversation-list';
import { useT } from '@/i18n/text';

/** /provider-dashboard/messages: the business's conversations with its customers. */
export default function ProviderConversationList() {
  const t = useT();
  return <ConversationList intro={t('provider.conversations.intro')} />;
}
