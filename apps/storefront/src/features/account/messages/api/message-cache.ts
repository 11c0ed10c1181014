import type { ConversationList, ConversationMessage, MessagePage } from '@marketplace/contract';
import type { InfiniteData } from '@tanstack/react-query';

// Changes to cached pages made in place, without a refetch: a refetch of a thread would reload
// every page the customer has scrolled through for one new line.

export type MessagePages = InfiniteData<MessagePage, string | null>;
export type ConversationPages = InfiniteData<ConversationList, string | null>;

/**
 * Puts a message into a thread's pages: in place when it is there already (the live copy of a
 * message the customer just sent, or one an admin hid), else at the top of the newest page.
 */
export function withMessage(data: MessagePages | undefined, message: ConversationMessage): MessagePages | undefined {
  if (!data) return data;
  const present = data.pages.some((page) => page.Items.some((item) => item.MessageId === message.MessageId));
  const pages = present
    ? data.pages.map((page) => ({
        ...page,
        Items: page.Items.map((item) => (item.MessageId === message.MessageId ? message : item)),
      }))
    : data.pages.map((page, index) => (index === 0 ? { ...page, Items: [message, ...page.Items] } : page));
  return { ...data, pages };
}

/** A conversation's unread count in the Messages list, after its read mark moved. */
export function withUnreadCount(
  data: ConversationPages | undefined,
  conversationId: string,
  unreadCount: number,
): ConversationPages | undefined {
  if (!data) return data;
  return {
    ...data,
    pages: data.pages.map((page) => ({
      ...page,
      Items: page.Items.map((item) =>
        item.ConversationId === conversationId ? { ...item, UnreadCount: unreadCount } : item,
      ),
    })),
  };
}
