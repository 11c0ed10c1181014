// Query keys of the customer's conversations (issue 37), all under ['conversations', userId], so a
// reconnect of the live stream (missed events) refreshes every one of them at once, and a sign-in
// as someone else never sees the last person's.

export const conversationKeys = {
  all: (userId: string) => ['conversations', userId] as const,
  /** GET /api/Conversation, page after page (the Messages page). */
  list: (userId: string) => ['conversations', userId, 'list'] as const,
  /** GET /api/Conversation/{id}: people, read marks, whether the customer may write. */
  detail: (userId: string, id: string) => ['conversations', userId, 'detail', id] as const,
  /** GET /api/Conversation/{id}/messages, newest page first. */
  messages: (userId: string, id: string) => ['conversations', userId, 'messages', id] as const,
  /** Every order's list of conversations below. */
  allOfOrders: (userId: string) => ['conversations', userId, 'order'] as const,
  /** GET /api/Conversation/order/{orderId}: the order page's conversations. */
  ofOrder: (userId: string, orderId: string) => ['conversations', userId, 'order', orderId] as const,
};
