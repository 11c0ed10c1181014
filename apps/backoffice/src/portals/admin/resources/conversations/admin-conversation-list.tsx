import { ConversationList } from '@/components/conversations/conversation-list';
import { useT } from '@/i18n/text';

/** /admin/messages: every conversation of the marketplace, most recent first. */
export default function AdminConversationList() {
  const t = useT();
  return <ConversationList showBusiness intro={t('admin.conversations.intro')} />;
}
