import type { ConversationMessage, ConversationPerson } from '@marketplace/contract';

// The thread's order and read state, apart from how they look, so they can be tested alone.

/**
 * The messages oldest first, each once. Callers hand over what they have (pages newest first,
 * live arrivals, their own sent message), so the same message may come twice: the later copy
 * wins, as a live "hidden" update replaces the text it hides.
 */
export function threadOrder(messages: readonly ConversationMessage[]): ConversationMessage[] {
  const byId = new Map<string, ConversationMessage>();
  for (const message of messages) byId.set(message.MessageId, message);
  // ISO 8601 times in UTC compare as strings; the id breaks ties as the server's cursor does.
  return [...byId.values()].sort(
    (a, b) => a.CreatedAt.localeCompare(b.CreatedAt) || a.MessageId.localeCompare(b.MessageId),
  );
}

/**
 * The newest of the user's own messages that someone else has read: "Seen" goes under it only,
 * since everything before it was seen too. A person has read up to their LastReadAt.
 */
export function newestSeenOwnMessageId(
  ordered: readonly ConversationMessage[],
  people: readonly ConversationPerson[],
  currentUserId: string,
): string | null {
  const othersRead = people
    .filter((person) => person.UserId !== currentUserId && person.LastReadAt)
    .map((person) => Date.parse(person.LastReadAt ?? ''));
  if (othersRead.length === 0) return null;
  const furthest = Math.max(...othersRead);
  for (let index = ordered.length - 1; index >= 0; index -= 1) {
    const message = ordered[index];
    if (message?.SenderId === currentUserId && Date.parse(message.CreatedAt) <= furthest) return message.MessageId;
  }
  return null;
}

/** Whether a message starts a new run: another sender, a note, or a new day, so its header shows. */
export function startsRun(previous: ConversationMessage | undefined, message: ConversationMessage, sameDay: boolean) {
  return !previous || !sameDay || previous.Kind === 'note' || previous.SenderId !== message.SenderId;
}
