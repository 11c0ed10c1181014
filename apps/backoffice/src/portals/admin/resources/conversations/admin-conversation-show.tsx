import type { Conversation } from '@marketplace/contract';
import { ConversationPage } from '@/components/conversations/conversation-page';
import { ConversationAdminActions } from '@/portals/admin/components/conversation-moderation/conversation-admin-actions';
import { useHideMessage } from '@/portals/admin/components/conversation-moderation/use-hide-message';

const actionsOf = (conversation: Conversation) => <ConversationAdminActions conversation={conversation} />;

/** /admin/messages/{id}: one conversation, with the admin's Join and Close, and Hide on its messages. */
export default function AdminConversationShow() {
  const hide = useHideMessage();
  return <ConversationPage showBusiness actions={actionsOf} onHide={hide} />;
}
