import type { ConversationMessage } from '@marketplace/contract';
import { useLayoutEffect, useRef, useState } from 'react';

/** How close to the bottom (px) still counts as reading the newest messages. */
const NEAR_BOTTOM = 96;

const isNearBottom = (element: HTMLElement) =>
  element.scrollHeight - element.scrollTop - element.clientHeight <= NEAR_BOTTOM;

/**
 * Keeps the thread's scrolling area where a reader expects it: at the newest message when it
 * opens, following new messages while the reader is at the bottom (and always after their own),
 * and still on the same message when older ones are put above it.
 */
export function useThreadScroll(ordered: readonly ConversationMessage[], currentUserId: string) {
  const ref = useRef<HTMLDivElement>(null);
  const before = useRef({ first: '', last: '', scrollHeight: 0, nearBottom: true });
  const first = ordered[0]?.MessageId ?? '';
  const last = ordered.at(-1);

  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const previous = before.current;
    const lastId = last?.MessageId ?? '';
    if (!previous.last || (lastId !== previous.last && (previous.nearBottom || last?.SenderId === currentUserId))) {
      element.scrollTop = element.scrollHeight;
    } else if (first !== previous.first && lastId === previous.last) {
      // Older messages went in above: move down by their height, so the view stays put.
      element.scrollTop += element.scrollHeight - previous.scrollHeight;
    }
    before.current = { first, last: lastId, scrollHeight: element.scrollHeight, nearBottom: isNearBottom(element) };
  }, [first, last, currentUserId]);

  // Where the reader is, read as they scroll (a layout effect runs after the new content is in).
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    const onScroll = () => {
      before.current.nearBottom = isNearBottom(element);
    };
    element.addEventListener('scroll', onScroll, { passive: true });
    return () => element.removeEventListener('scroll', onScroll);
  }, []);

  return ref;
}

/**
 * The newest message when it came from someone else after the thread was shown, for a polite live
 * region: screen reader users hear that something arrived without the whole list being read again.
 */
export function useNewMessageAnnouncement(ordered: readonly ConversationMessage[], currentUserId: string) {
  const last = ordered.at(-1);
  const [shown] = useState(() => last?.MessageId ?? '');
  if (!last || last.MessageId === shown || last.SenderId === currentUserId || last.Kind === 'note') return null;
  return last;
}
