import type { Api } from '@marketplace/client';
import { queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useApi } from '@/lib/api';
import { useSession } from '@/lib/session';
import { conversationKeys } from './conversation-keys';

/**
 * GET /api/Conversation/order/{orderId}: one conversation per business of a paid order. Each is
 * also put in its own detail entry, so the threads below need not ask for it again.
 */
export function orderConversationsQueryOptions(api: Api, queryClient: QueryClient, userId: string, orderId: string) {
  return queryOptions({
    queryKey: conversationKeys.ofOrder(userId, orderId),
    queryFn: async () => {
      const conversations = await api.conversations.ofOrder(orderId);
      for (const conversation of conversations)
        queryClient.setQueryData(conversationKeys.detail(userId, conversation.ConversationId), conversation);
      return conversations;
    },
  });
}

/** Asked only for a paid order: an unpaid one has no conversation (the API answers []). */
export function useOrderConversations(orderId: string, paid: boolean) {
  const api = useApi();
  const queryClient = useQueryClient();
  const { user } = useSession();
  return useQuery({
    ...orderConversationsQueryOptions(api, queryClient, user?.userId ?? '', orderId),
    enabled: Boolean(user) && paid,
  });
}
