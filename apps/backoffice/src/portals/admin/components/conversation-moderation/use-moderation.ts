import type { Conversation, ConversationMessage } from '@marketplace/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNotify } from 'react-admin';
import { api } from '@/api';
import { putConversation, putMessage } from '@/components/conversations/conversation-cache';
import { conversationKeys } from '@/components/conversations/conversation-keys';
import { useContractText, useT, type MessageId } from '@/i18n/text';
import { MESSAGE_REPORTS_RESOURCE } from '@/portals/admin/live/use-admin-inbox-badges';

type Moderation =
  | { readonly action: 'join' }
  | { readonly action: 'close'; readonly reason: string }
  | { readonly action: 'hide'; readonly message: ConversationMessage; readonly reason: string };

const DONE: Record<Moderation['action'], MessageId> = {
  join: 'admin.conversations.joined',
  close: 'admin.conversations.closed',
  hide: 'admin.conversations.hidden',
};

/**
 * An admin's steps in a conversation: join it (then they may write), close it, hide a message.
 * Each answer goes straight into the cached conversation or thread; joining and closing post a
 * note, so the thread reads again; the reports list and inbox count follow through react-admin's
 * refresh of the menu badges (any mutation). Refusals show the API's text as a notification.
 */
export function useModeration(conversation: Conversation) {
  const queryClient = useQueryClient();
  const notify = useNotify();
  const t = useT();
  const contractText = useContractText();
  const id = conversation.ConversationId;
  return useMutation({
    mutationFn: async (step: Moderation) => {
      if (step.action === 'hide') {
        putMessage(queryClient, id, await api.conversations.hide(id, step.message.MessageId, step.reason.trim()));
        // Its open reports are handled with it.
        void queryClient.invalidateQueries({ queryKey: [MESSAGE_REPORTS_RESOURCE] });
        return;
      }
      const changed =
        step.action === 'join'
          ? await api.conversations.join(id)
          : await api.conversations.close(id, step.reason.trim());
      putConversation(queryClient, changed);
      void queryClient.invalidateQueries({ queryKey: conversationKeys.messages(id) });
    },
    onSuccess: (_answer, step) => notify(t(DONE[step.action]), { type: 'success' }),
    onError: (error) => notify(contractText(error.message), { type: 'error' }),
  });
}
