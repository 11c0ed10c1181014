import type { Conversation } from '@marketplace/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNotify } from 'react-admin';
import { api } from '@/api';
import { putConversation } from '@/components/conversations/conversation-cache';
import { conversationKeys } from '@/components/conversations/conversation-keys';
import { useContractText, useT, type MessageId } from '@/i18n/text';

type Moderation = { readonly action: 'join' } | { readonly action: 'close'; readonly reason: string };

const DONE: Record<Moderation['action'], MessageId> = {
  join: 'admin.conversations.joined',
  close: 'admin.conversations.closed',
};

/**
 * An admin's steps on a conversation: join it (then they may write) or close it. Each answer goes
 * straight into the cached conversation; both post a note, so the thread reads again. Refusals
 * show the API's text as a notification. Hiding a message is the thread's own action
 * (use-hide-message.ts).
 */
export function useModeration(conversation: Conversation) {
  const queryClient = useQueryClient();
  const notify = useNotify();
  const t = useT();
  const contractText = useContractText();
  const id = conversation.ConversationId;
  return useMutation({
    mutationFn: async (step: Moderation) => {
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
