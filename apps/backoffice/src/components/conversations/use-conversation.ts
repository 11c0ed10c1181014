import type { Conversation } from '@marketplace/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/api';
import { conversationKeys } from './conversation-keys';

/**
 * One conversation (GET /api/Conversation/{id}): its people and read marks, and whether the
 * asker may write. An order page hands in the one it already read, so the thread shows at once.
 */
export function useConversation(conversationId: string, initial?: Conversation) {
  return useQuery({
    queryKey: conversationKeys.one(conversationId),
    queryFn: () => api.conversations.get(conversationId),
    ...(initial ? { initialData: initial } : {}),
  });
}
