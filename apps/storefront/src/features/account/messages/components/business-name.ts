import type { ConversationSummary } from '@marketplace/contract';
import { useLocale } from '@marketplace/i18n';

/** The business's name in the page's language: its Arabic name on Arabic pages when it has one. */
export function useBusinessName(): (
  conversation: Pick<ConversationSummary, 'BusinessName' | 'BusinessNameAr'>,
) => string {
  const locale = useLocale();
  return (conversation) => (locale === 'ar' && conversation.BusinessNameAr) || conversation.BusinessName;
}
