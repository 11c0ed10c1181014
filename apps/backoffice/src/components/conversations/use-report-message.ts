import type { ConversationMessage } from '@marketplace/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/api';
import { useContractText } from '@/i18n/text';

/**
 * Reports another person's message to the admins (POST .../messages/{id}/report). A refusal (409:
 * reported already) rejects with the API's text in the language on screen, for the dialog to show.
 */
export function useReportMessage(conversationId: string) {
  const contractText = useContractText();
  const mutation = useMutation({
    mutationFn: ({ message, reason }: { message: ConversationMessage; reason: string }) =>
      api.conversations.report(conversationId, message.MessageId, reason.trim()),
  });
  return async (message: ConversationMessage, reason: string): Promise<void> => {
    try {
      await mutation.mutateAsync({ message, reason });
    } catch (error) {
      throw new Error(contractText((error as Error).message));
    }
  };
}
