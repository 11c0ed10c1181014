import type { Api } from '@marketplace/client';
import type { ConversationList } from '@marketplace/contract';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { useApi } from '@/lib/api';
import { useSession } from '@/lib/session';
import { conversationKeys } from './conversation-keys';

const PAGE_SIZE = 20;

/**
 * GET /api/Conversation, most recent first, a page at a time behind 'Load more': the server pages
 * by cursor (NextCursor back as `before`), so a conversation that moves to the top while the
 * customer reads never shifts the pages below.
 */
export function conversationsQueryOptions(api: Api, userId: string) {
  return infiniteQueryOptions({
    queryKey: conversationKeys.list(userId),
    queryFn: ({ pageParam }) =>
      api.conversations.list(pageParam ? { before: pageParam, limit: PAGE_SIZE } : { limit: PAGE_SIZE }),
    initialPageParam: null as string | null,
    getNextPageParam: (last: ConversationList) => last.NextCursor ?? undefined,
  });
}

export function useConversations() {
  const api = useApi();
  const { user } = useSession();
  return useInfiniteQuery({ ...conversationsQueryOptions(api, user?.userId ?? ''), enabled: Boolean(user) });
}
