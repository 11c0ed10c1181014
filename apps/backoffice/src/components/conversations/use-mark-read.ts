import type { Conversation, ConversationMessage } from '@marketplace/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { api } from '@/api';
import { putReadCounts } from './conversation-cache';

/** The newest message that someone else wrote (or the marketplace noted) after the asker's read mark. */
export function unreadNewest(
  conversation: Conversation | undefined,
  messages: readonly ConversationMessage[],
  me: string | undefined,
): ConversationMessage | undefined {
  const newest = messages.at(-1);
  if (!conversation?.IsParticipant || !newest || !me || newest.SenderId === me) return undefined;
  const mark = conversation.People.find((person) => person.UserId === me)?.LastReadAt;
  return mark && Date.parse(mark) >= Date.parse(newest.CreatedAt) ? undefined : newest;
}

/** Whether the page is on screen: a thread left open in a hidden tab has not been read. */
function usePageVisible(): boolean {
  const [visible, setVisible] = useState(() => document.visibilityState !== 'hidden');
  useEffect(() => {
    const follow = () => setVisible(document.visibilityState !== 'hidden');
    document.addEventListener('visibilitychange', follow);
    return () => document.removeEventListener('visibilitychange', follow);
  }, []);
  return visible;
}

/**
 * Marks the thread read up to its newest message once it is shown (PUT /api/Conversation/{id}/read),
 * again whenever a newer one arrives while it is on screen; the answer's counts go to the badge and
 * the list at once. Only people of the conversation have a read mark (an admin who has not joined
 * reads without one). A failure is left alone: the next message or visit marks it again.
 */
export function useMarkRead(
  conversation: Conversation | undefined,
  messages: readonly ConversationMessage[],
  me: string | undefined,
): void {
  const queryClient = useQueryClient();
  const visible = usePageVisible();
  const marked = useRef<string | null>(null);
  const target = unreadNewest(conversation, messages, me);
  const conversationId = conversation?.ConversationId;
  const messageId = target?.MessageId;
  useEffect(() => {
    if (!visible || !conversationId || !messageId || marked.current === messageId) return;
    marked.current = messageId;
    api.conversations.markRead(conversationId, messageId).then(
      (counts) => putReadCounts(queryClient, conversationId, counts),
      () => {
        marked.current = null;
      },
    );
  }, [visible, conversationId, messageId, queryClient]);
}
