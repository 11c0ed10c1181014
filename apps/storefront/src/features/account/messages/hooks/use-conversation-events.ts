import type { NotificationStreamHandlers } from '@marketplace/client';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useSession } from '@/lib/session';
import { conversationKeys } from '../api/conversation-keys';
import { withMessage, type MessagePages } from '../api/message-cache';

export type ConversationEventHandlers = Pick<NotificationStreamHandlers, 'onOpen' | 'onMessage' | 'onConversation'>;

/**
 * What the live stream's conversation events do to the caches (the app hands these to the stream
 * the bell keeps open). A new message joins its thread at once, wherever it is shown, and the
 * Messages list is read again for its preview and order; a `conversation` event (read marks moved:
 * "Seen"; closed; opened by a payment) reads that conversation and the lists again. The unread counts come on their own event.
 */
export function useConversationEvents(): ConversationEventHandlers {
  const queryClient = useQueryClient();
  const userId = useSession().user?.userId ?? '';
  return useMemo(
    () => ({
      onOpen: (reconnected) => {
        // Events sent while the stream was down are lost: read everything again.
        if (reconnected) void queryClient.invalidateQueries({ queryKey: conversationKeys.all(userId) });
      },
      onMessage: ({ ConversationId, Message }) => {
        queryClient.setQueryData<MessagePages>(conversationKeys.messages(userId, ConversationId), (data) =>
          withMessage(data, Message),
        );
        void queryClient.invalidateQueries({ queryKey: conversationKeys.list(userId) });
      },
      onConversation: ({ ConversationId }) => {
        void queryClient.invalidateQueries({ queryKey: conversationKeys.detail(userId, ConversationId) });
        void queryClient.invalidateQueries({ queryKey: conversationKeys.list(userId) });
        // A conversation just opened by a payment belongs on its order's page too.
        void queryClient.invalidateQueries({ queryKey: conversationKeys.allOfOrders(userId) });
      },
    }),
    [queryClient, userId],
  );
}
