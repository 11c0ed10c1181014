import type { Conversation, ConversationList, ConversationMessage, MessagePage } from '@marketplace/contract';
import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import { conversationKeys } from './conversation-keys';

// What an event, an answer or a read mark changes in the conversations' cached queries, written in
// place so an open thread shows a new message at once instead of reading every page again.

export type MessagePages = InfiniteData<MessagePage>;
export type ConversationPages = InfiniteData<ConversationList>;

/**
 * A message into its thread's pages: a known one (hidden since, or the stream's echo of one just
 * sent) is replaced where it stands; a new one goes first (the pages are newest first). A thread
 * nobody has open keeps no pages and is read whole when it opens.
 */
export function putMessage(queryClient: QueryClient, conversationId: string, message: ConversationMessage): void {
  queryClient.setQueryData<MessagePages>(conversationKeys.messages(conversationId), (data) => {
    if (!data) return data;
    const known = data.pages.some((page) => page.Items.some((item) => item.MessageId === message.MessageId));
    const pages = known
      ? data.pages.map((page) => ({
          ...page,
          Items: page.Items.map((item) => (item.MessageId === message.MessageId ? message : item)),
        }))
      : data.pages.map((page, index) => (index === 0 ? { ...page, Items: [message, ...page.Items] } : page));
    return { ...data, pages };
  });
}

/** A conversation as an answer gave it (joined, closed): its page and its order's list show it. */
export function putConversation(queryClient: QueryClient, conversation: Conversation): void {
  queryClient.setQueryData(conversationKeys.one(conversation.ConversationId), conversation);
  queryClient.setQueryData<Conversation[]>(conversationKeys.ofOrder(conversation.OrderId), (list) =>
    list?.map((item) => (item.ConversationId === conversation.ConversationId ? conversation : item)),
  );
}

/** After a read mark: the badge's count and the conversation's own count in the list. */
export function putReadCounts(
  queryClient: QueryClient,
  conversationId: string,
  counts: { UnreadCount: number; UnreadMessages: number },
): void {
  queryClient.setQueryData(conversationKeys.unread, counts.UnreadMessages);
  queryClient.setQueryData<ConversationPages>(conversationKeys.list, (data) =>
    data
      ? {
          ...data,
          pages: data.pages.map((page) => ({
            ...page,
            UnreadMessages: counts.UnreadMessages,
            Items: page.Items.map((item) =>
              item.ConversationId === conversationId ? { ...item, UnreadCount: counts.UnreadCount } : item,
            ),
          })),
        }
      : data,
  );
}

/** The thread's messages, oldest first (the order a thread is read in). */
export function oldestFirst(data: MessagePages | undefined): ConversationMessage[] {
  return data ? data.pages.flatMap((page) => page.Items).reverse() : [];
}
