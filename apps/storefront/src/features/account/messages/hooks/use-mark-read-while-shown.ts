import type { Conversation, ConversationMessage } from '@marketplace/contract';
import { useEffect, useRef, useSyncExternalStore } from 'react';
import { useMarkConversationRead } from '../api/mark-conversation-read';

const subscribe = (onChange: () => void) => {
  document.addEventListener('visibilitychange', onChange);
  return () => document.removeEventListener('visibilitychange', onChange);
};
const isVisible = () => document.visibilityState !== 'hidden';

/** The newest of the messages by time (pages and live arrivals come in no single order). */
function newestOf(messages: readonly ConversationMessage[]): ConversationMessage | undefined {
  return messages.reduce<ConversationMessage | undefined>(
    (newest, message) => (!newest || Date.parse(message.CreatedAt) > Date.parse(newest.CreatedAt) ? message : newest),
    undefined,
  );
}

/**
 * Marks the thread read up to its newest message while it is on screen: when it opens, and again
 * whenever someone else's message arrives. Not while the tab is in the background (a message
 * that came then is unread until the customer looks), and only when something is unread: the
 * customer's own read mark (in the conversation's people) is behind another person's message.
 */
export function useMarkReadWhileShown(
  conversation: Conversation | undefined,
  messages: readonly ConversationMessage[],
  userId: string,
): void {
  const markRead = useMarkConversationRead(conversation?.ConversationId ?? '');
  const visible = useSyncExternalStore(subscribe, isVisible, () => false);
  const marked = useRef<string | null>(null);
  const newest = newestOf(messages);
  const readUpTo = conversation?.People.find((person) => person.UserId === userId)?.LastReadAt;
  const unread = messages.some(
    (message) => message.SenderId !== userId && (!readUpTo || Date.parse(message.CreatedAt) > Date.parse(readUpTo)),
  );
  const { mutate } = markRead;

  useEffect(() => {
    if (!visible || !conversation?.IsParticipant || !newest || !unread) return;
    // Once per newest message: a failed mark is tried again with the next message, not in a loop.
    if (marked.current === newest.MessageId) return;
    marked.current = newest.MessageId;
    mutate(newest);
  }, [visible, conversation?.IsParticipant, newest, unread, mutate]);
}
