import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { api } from '@/api';
import { conversationKeys } from './conversation-keys';

/** Conversations a page: a screenful of rows, then "Load more". */
export const CONVERSATIONS_PER_PAGE = 20;

/**
 * The asker's conversations, most recent first (GET /api/Conversation?before=&limit=; an admin's
 * are every conversation), a page at a time by cursor. The answer's unread total feeds the menu's
 * badge as well. New messages read the list again (conversation-live.ts): the order changes.
 */
export function useConversationList() {
  const queryClient = useQueryClient();
  const query = useInfiniteQuery({
    queryKey: conversationKeys.list,
    queryFn: async ({ pageParam }) => {
      const page = await api.conversations.list({
        limit: CONVERSATIONS_PER_PAGE,
        ...(pageParam ? { before: pageParam } : {}),
      });
      queryClient.setQueryData(conversationKeys.unread, page.UnreadMessages);
      return page;
    },
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.NextCursor ?? undefined,
  });
  const conversations = useMemo(() => query.data?.pages.flatMap((page) => page.Items) ?? [], [query.data]);
  return {
    conversations,
    isPending: query.isPending,
    error: query.error,
    hasMore: query.hasNextPage,
    loadingMore: query.isFetchingNextPage,
    loadMore: () => void query.fetchNextPage(),
  };
}
