import { describe, expect, it } from 'vitest';
import { CUSTOMER_ID, PROVIDER_ID, storyMessage, storyPeople } from './conversation-thread.fixtures';
import { newestSeenOwnMessageId, threadOrder } from './thread-model';

const first = storyMessage({ CreatedAt: '2026-11-20T09:00:00.000Z', Text: 'first' });
const second = storyMessage({ CreatedAt: '2026-11-20T09:01:00.000Z', Text: 'second' });
const reply = storyMessage({
  CreatedAt: '2026-11-20T09:02:00.000Z',
  SenderId: PROVIDER_ID,
  SenderRole: 'provider',
  SenderName: 'Pearl Cleaning',
  Text: 'reply',
});
const third = storyMessage({ CreatedAt: '2026-11-20T09:03:00.000Z', Text: 'third' });

describe('threadOrder', () => {
  it('puts pages given newest first into reading order, each message once (the later copy wins)', () => {
    const hidden = { ...second, IsHidden: true, Text: '' };
    expect(threadOrder([third, reply, second, first, hidden]).map((message) => message.Text)).toEqual([
      'first',
      '',
      'reply',
      'third',
    ]);
  });
});

describe('newestSeenOwnMessageId', () => {
  const ordered = [first, second, reply, third];
  const readAt = (at: string | null) =>
    storyPeople.map((person) => (person.UserId === PROVIDER_ID ? { ...person, LastReadAt: at } : person));

  it('is the newest own message at or before the other side’s read mark', () => {
    expect(newestSeenOwnMessageId(ordered, readAt('2026-11-20T09:01:00.000Z'), CUSTOMER_ID)).toBe(second.MessageId);
    expect(newestSeenOwnMessageId(ordered, readAt('2026-11-20T09:05:00.000Z'), CUSTOMER_ID)).toBe(third.MessageId);
  });

  it('is none before anyone else has read, and ignores the user’s own mark', () => {
    expect(newestSeenOwnMessageId(ordered, readAt(null), CUSTOMER_ID)).toBeNull();
    expect(newestSeenOwnMessageId(ordered, readAt('2026-11-20T08:00:00.000Z'), CUSTOMER_ID)).toBeNull();
  });
});
