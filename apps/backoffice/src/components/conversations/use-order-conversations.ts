import { useQuery } from '@tanstack/react-query';
import { api } from '@/api';
import { conversationKeys } from './conversation-keys';

/**
 * The conversations of one order the asker may read (GET /api/Conversation/order/{orderId}): a
 * provider's own one, every business's for an admin; none before the order is paid.
 */
export function useOrderConversations(orderId: string) {
  return useQuery({
    queryKey: conversationKeys.ofOrder(orderId),
    queryFn: () => api.conversations.ofOrder(orderId),
  });
}
