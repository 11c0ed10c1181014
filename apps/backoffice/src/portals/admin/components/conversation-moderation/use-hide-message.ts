import type { ConversationMessage } from '@marketplace/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNotify } from 'react-admin';
import { api } from '@/api';
import { putMessage } from '@/components/conversations/conversation-cache';
import { useContractText, useT } from '@/i18n/text';
import { MESSAGE_REPORTS_RESOURCE } from '@/portals/admin/live/use-admin-inbox-badges';

/**
 * An admin hides one message of a conversation, with a reason (POST .../messages/{id}/hide), from
 * the Hide action on the message in the thread. The hidden message the API answers goes straight
 * into the cached thread, where everyone reads the marketplace's line in its place; its open
 * reports are settled with it, so the reports list reads again (and the menu's count follows).
 * A refusal rejects with the API's text in the language on screen, for the thread's dialog to show.
 */
export function useHideMessage() {
  const queryClient = useQueryClient();
  const notify = useNotify();
  const t = useT();
  const contractText = useContractText();
  const mutation = useMutation({
    mutationFn: async ({ message, reason }: { message: ConversationMessage; reason: string }) => {
      const id = message.ConversationId;
      putMessage(queryClient, id, await api.conversations.hide(id, message.MessageId, reason.trim()));
      void queryClient.invalidateQueries({ queryKey: [MESSAGE_REPORTS_RESOURCE] });
    },
    onSuccess: () => notify(t('admin.conversations.hidden'), { type: 'success' }),
  });
  return async (message: ConversationMessage, reason: string): Promise<void> => {
    try {
      await mutation.mutateAsync({ message, reason });
    } catch (error) {
      throw new Error(contractText((error as Error).message));
    }
  };
}
