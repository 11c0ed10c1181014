import type { Conversation } from '@marketplace/contract';
import { ConversationPage } from '@/components/conversations/conversation-page';
import { ConversationAdminActions } from '@/portals/admin/components/conversation-moderation/conversation-admin-actions';

const actionsOf = (conversation: Conversation) => <ConversationAdminActions conversation={conversation} />;

/** /admin/messages/{id}: one conversation, with the admin's Join and Close. */
export default function AdminConversationShow() {
  return <ConversationPage showBusiness actions={actionsOf} />;
}
