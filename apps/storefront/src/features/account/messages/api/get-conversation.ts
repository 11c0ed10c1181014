import type { Api } from '@marketplace/client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useApi } from '@/lib/api';
import { useSession } from '@/lib/session';
import { conversationKeys } from './conversation-keys';

/**
 * GET /api/Conversation/{id}: its people with their read marks ("Seen") and whether the customer
 * may write. The stream's `conversation` event (a read mark moved, the conversation closed)
 * invalidates it.
 */
export function conversationQueryOptions(api: Api, userId: string, id: string) {
  return queryOptions({
    queryKey: conversationKeys.detail(userId, id),
    queryFn: () => api.conversations.get(id),
  });
}

/** `fresh`: the entry was just filled from another read (the order's list); events keep it so. */
export function useConversation(id: string, { fresh = false }: { fresh?: boolean } = {}) {
  const api = useApi();
  const { user } = useSession();
  return useQuery({
    ...conversationQueryOptions(api, user?.userId ?? '', id),
    enabled: Boolean(user),
    ...(fresh ? { staleTime: Infinity } : {}),
  });
}
