import { ConversationPage } from '@/components/conversations/conversation-page';

/** /provider-dashboard/messages/{id}: one conversation with a customer. */
export default function ProviderConversationShow() {
  return <ConversationPage />;
}
