import type { ConversationMessage } from '@marketplace/contract';
import { useMutation } from '@tanstack/react-query';
import { useApi } from '@/lib/api';

/** POST …/messages/{messageId}/report with the customer's reason (the admins' inbox receives it). */
export function useReportMessage(conversationId: string) {
  const api = useApi();
  return useMutation({
    mutationFn: ({ message, reason }: { message: ConversationMessage; reason: string }) =>
      api.conversations.report(conversationId, message.MessageId, reason),
  });
}
