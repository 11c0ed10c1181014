// The query keys of conversations (issue 37), under one root so a reconnected stream can read
// every one of them again at once. react-admin's refresh() reads them again too, as every query.

export const conversationKeys = {
  all: ['conversations'] as const,
  /** The asker's conversations, most recent first (pages by cursor). */
  list: ['conversations', 'list'] as const,
  /** Every unread message of the asker: the menu's badge. */
  unread: ['conversations', 'unread'] as const,
  one: (id: string) => ['conversations', 'one', id] as const,
  /** Newest first, in pages by cursor. */
  messages: (id: string) => ['conversations', 'messages', id] as const,
  /** The conversations of one order (the order pages). */
  ofOrder: (orderId: string) => ['conversations', 'order', orderId] as const,
  /** Every order's list at once (a conversation of any order changed). */
  orders: ['conversations', 'order'] as const,
};
