import type { Conversation, ConversationMessage } from '@marketplace/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApi } from '@/lib/api';
import { useSession } from '@/lib/session';
import { setUnreadCount } from '@/lib/unread-counts';
import { conversationKeys } from './conversation-keys';
import { withUnreadCount, type ConversationPages } from './message-cache';

/**
 * PUT /api/Conversation/{id}/read up to the newest message shown. The answer's counts go straight
 * into the caches (the conversation, the Messages list, the bell and the dashboard's badge), and
 * the customer's own read mark moves in the conversation, so the same message is not marked twice.
 */
export function useMarkConversationRead(conversationId: string) {
  const api = useApi();
  const queryClient = useQueryClient();
  const userId = useSession().user?.userId ?? '';
  return useMutation({
    mutationFn: (message: ConversationMessage) => api.conversations.markRead(conversationId, message.MessageId),
    onSuccess: (result, message) => {
      queryClient.setQueryData<Conversation>(conversationKeys.detail(userId, conversationId), (conversation) =>
        conversation
          ? {
              ...conversation,
              UnreadCount: result.UnreadCount,
              People: conversation.People.map((person) =>
                person.UserId === userId ? { ...person, LastReadAt: message.CreatedAt } : person,
              ),
            }
          : conversation,
      );
      queryClient.setQueryData<ConversationPages>(conversationKeys.list(userId), (data) =>
        withUnreadCount(data, conversationId, result.UnreadCount),
      );
      setUnreadCount(queryClient, userId, { UnreadMessages: result.UnreadMessages });
    },
  });
}
