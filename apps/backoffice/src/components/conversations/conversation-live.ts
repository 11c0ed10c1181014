import type { NotificationStreamHandlers } from '@marketplace/client';
import type { QueryClient } from '@tanstack/react-query';
import { putMessage } from './conversation-cache';
import { conversationKeys } from './conversation-keys';

// What the notification stream says about conversations (issue 37), for both portals' live badges
// (portals/*/live): the stream is opened once by the layout, and an open thread follows it through
// the query cache instead of a second stream of its own.

/** The stream's conversation events turned into cache changes. */
export function conversationStreamHandlers(queryClient: QueryClient): NotificationStreamHandlers {
  const refresh = (queryKey: readonly unknown[]) => void queryClient.invalidateQueries({ queryKey });
  return {
    // Whatever happened while the stream was down was missed: every conversation query reads again.
    onOpen: (reconnected) => reconnected && refresh(conversationKeys.all),
    onUnreadCount: (count) => {
      // Older servers send UnreadCount alone: read the figure rather than show a wrong one.
      if (typeof count.UnreadMessages === 'number')
        queryClient.setQueryData(conversationKeys.unread, count.UnreadMessages);
      else refresh(conversationKeys.unread);
    },
    onMessage: ({ ConversationId, Message }) => {
      putMessage(queryClient, ConversationId, Message);
      // The list's order, previews and counts, and the badge, follow the new message.
      refresh(conversationKeys.list);
      refresh(conversationKeys.unread);
    },
    // Read marks ("seen") or the status (closed) changed: the conversation is read again.
    onConversation: ({ ConversationId }) => {
      refresh(conversationKeys.one(ConversationId));
      refresh(conversationKeys.orders);
      refresh(conversationKeys.list);
    },
  };
}

/** Several sets of handlers as one: each event goes to every set that listens to it, in order. */
export function combineHandlers(...sets: NotificationStreamHandlers[]): NotificationStreamHandlers {
  const each =
    <K extends keyof NotificationStreamHandlers>(name: K) =>
    (...args: Parameters<NonNullable<NotificationStreamHandlers[K]>>) => {
      for (const handlers of sets) (handlers[name] as ((...a: typeof args) => void) | undefined)?.(...args);
    };
  return {
    onOpen: each('onOpen'),
    onUnreadCount: each('onUnreadCount'),
    onNotification: each('onNotification'),
    onMessage: each('onMessage'),
    onConversation: each('onConversation'),
  };
}
