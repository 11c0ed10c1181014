import { useInfiniteQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { api } from '@/api';
import { oldestFirst } from './conversation-cache';
import { conversationKeys } from './conversation-keys';

/** Messages a page: the API's default, enough to fill a thread's first screen. */
const MESSAGES_PER_PAGE = 30;

/**
 * One conversation's messages (GET /api/Conversation/{id}/messages), newest page first and older
 * pages on demand ("Show earlier messages"); new ones arrive through the stream into the same
 * cache (conversation-live.ts). `messages` is oldest first, as a thread reads.
 */
export function useConversationMessages(conversationId: string) {
  const query = useInfiniteQuery({
    queryKey: conversationKeys.messages(conversationId),
    queryFn: ({ pageParam }) =>
      api.conversations.messages(conversationId, {
        limit: MESSAGES_PER_PAGE,
        ...(pageParam ? { before: pageParam } : {}),
      }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.NextCursor ?? undefined,
  });
  const messages = useMemo(() => oldestFirst(query.data), [query.data]);
  return {
    messages,
    isPending: query.isPending,
    error: query.error,
    hasOlder: query.hasNextPage,
    loadingOlder: query.isFetchingNextPage,
    loadOlder: () => void query.fetchNextPage(),
    retry: () => void query.refetch(),
  };
}
