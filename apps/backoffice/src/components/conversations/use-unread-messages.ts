import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { api } from '@/api';
import type { MenuBadge } from '@/shell/layout/menu-badges';
import { conversationKeys } from './conversation-keys';

/**
 * The menu entry of conversations in both portals (their <Resource name>): the path the API's
 * e-mails link to (contract CONVERSATION_PATHS: `<basename>/messages/{id}`).
 */
export const CONVERSATIONS_RESOURCE = 'messages';

/**
 * The asker's unread messages in all their conversations (GET /api/Conversation/unread-count),
 * kept live by the stream's unread-count event and by read marks (conversation-live.ts,
 * conversation-cache.ts): the Messages entry's badge, none at 0.
 */
export function useUnreadMessagesBadge(): MenuBadge | undefined {
  const { data } = useQuery({
    queryKey: conversationKeys.unread,
    queryFn: async () => (await api.conversations.unreadCount()).UnreadMessages,
  });
  return useMemo(() => (data ? { count: data, label: 'shell.badge.unreadMessages' } : undefined), [data]);
}
