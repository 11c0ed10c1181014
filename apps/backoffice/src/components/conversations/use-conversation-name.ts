import type { ConversationSummary } from '@marketplace/contract';
import { useCallback } from 'react';
import { useLocale, useT } from '@/i18n/text';
import { useIsolate } from '@/i18n/use-isolate';

/** The business's name in the language on screen (the API answers the back office in English). */
export function useBusinessName(): (conversation: ConversationSummary) => string {
  const locale = useLocale();
  return useCallback(
    (conversation: ConversationSummary) =>
      (locale === 'ar' && conversation.BusinessNameAr) || conversation.BusinessName,
    [locale],
  );
}

/**
 * Who a conversation is with, as its row, page title and thread name say it: the customer for the
 * business's people; the customer and the business for an admin, who reads everyone's.
 */
export function useConversationName(showBusiness: boolean): (conversation: ConversationSummary) => string {
  const t = useT();
  const isolate = useIsolate();
  const businessName = useBusinessName();
  return useCallback(
    (conversation: ConversationSummary) =>
      showBusiness
        ? t('conversations.name.between', {
            customer: isolate.auto(conversation.CustomerName),
            business: isolate.auto(businessName(conversation)),
          })
        : isolate.auto(conversation.CustomerName),
    [t, isolate, businessName, showBusiness],
  );
}
