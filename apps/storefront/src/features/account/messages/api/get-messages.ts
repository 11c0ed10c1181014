import type { Api } from '@marketplace/client';
import type { MessagePage } from '@marketplace/contract';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { useApi } from '@/lib/api';
import { useSession } from '@/lib/session';
import { conversationKeys } from './conversation-keys';

const PAGE_SIZE = 30;

/**
 * GET /api/Conversation/{id}/messages: the newest page first, older ones behind "Load older
 * messages" (NextCursor back as `before`). New messages join the first page in place
 * (message-cache.ts): from the send's answer and from the live stream.
 */
export function messagesQueryOptions(api: Api, userId: string, id: string) {
  return infiniteQueryOptions({
    queryKey: conversationKeys.messages(userId, id),
    queryFn: ({ pageParam }) =>
      api.conversations.messages(id, pageParam ? { before: pageParam, limit: PAGE_SIZE } : { limit: PAGE_SIZE }),
    initialPageParam: null as string | null,
    getNextPageParam: (last: MessagePage) => last.NextCursor ?? undefined,
  });
}

export function useMessages(id: string) {
  const api = useApi();
  const { user } = useSession();
  return useInfiniteQuery({ ...messagesQueryOptions(api, user?.userId ?? '', id), enabled: Boolean(user) });
}
