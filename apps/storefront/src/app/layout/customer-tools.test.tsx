import { sessionFor, TEST_USER_ID } from '@marketplace/client/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ConversationPage } from '@/features/account/messages/conversation-page';
import {
  conversation,
  CONVERSATION_ID,
  CONVERSATION_PATH,
  message,
  messagePage,
  PROVIDER_USER_ID,
} from '@/features/account/testing/conversation-fixtures';
import { renderApp } from '@/testing/render-app';
import { CustomerTools } from './customer-tools';

// Issue 37 live: the bell's stream carries the conversations' events, which the account's Messages
// turn into what an open thread and the counts show, with no reload.

/** Just enough of EventSource for the test to play the server. */
class FakeEventSource {
  static latest: FakeEventSource | null = null;
  private readonly listeners = new Map<string, Set<(event: Event) => void>>();
  constructor(readonly url: string) {
    FakeEventSource.latest = this;
  }
  addEventListener(type: string, listener: (event: Event) => void) {
    if (!this.listeners.has(type)) this.listeners.set(type, new Set());
    this.listeners.get(type)!.add(listener);
  }
  removeEventListener(type: string, listener: (event: Event) => void) {
    this.listeners.get(type)?.delete(listener);
  }
  close() {}
  emit(type: string, data: unknown) {
    const event = new MessageEvent(type, { data: JSON.stringify(data) });
    act(() => this.listeners.get(type)?.forEach((listener) => listener(event)));
  }
}

const source = async () => {
  await waitFor(() => expect(FakeEventSource.latest).not.toBeNull());
  return FakeEventSource.latest!;
};

const reply = message({ Text: 'We can come on Saturday.', CreatedAt: '2026-11-20T09:30:00.000Z' });
const earlier = message({
  SenderId: TEST_USER_ID,
  SenderRole: 'customer',
  SenderName: 'Sara Ahmed',
  Text: 'Is Saturday possible?',
  CreatedAt: '2026-11-20T09:00:00.000Z',
});

function renderLive() {
  let readMark: string | null = '2026-11-20T09:10:00.000Z';
  const view = renderApp(
    <>
      <CustomerTools />
      <ConversationPage conversationId={CONVERSATION_ID} />
    </>,
    {
      route: `/customer-dashboard/messages/${CONVERSATION_ID}`,
      path: '/customer-dashboard/messages/:conversationId',
      session: sessionFor('Customer'),
      api: {
        'POST /api/Notification/stream-ticket': { body: { Ticket: 'ticket-1', ExpiresAt: '2026-11-22T10:01:00.000Z' } },
        'GET /api/Notification/unread-count': { body: { UnreadCount: 1, UnreadMessages: 0 } },
        'GET /api/Cart': { body: { Items: [] } },
        // The business's read mark moves when the test says so (the `conversation` event).
        [`GET ${CONVERSATION_PATH}`]: () => ({
          body: conversation({
            UnreadCount: 0,
            People: [
              { UserId: TEST_USER_ID, Role: 'customer', Name: 'Sara Ahmed', LastReadAt: '2026-11-20T09:30:00.000Z' },
              { UserId: PROVIDER_USER_ID, Role: 'provider', Name: 'Cool Air WLL', LastReadAt: readMark },
            ],
          }),
        }),
        [`GET ${CONVERSATION_PATH}/messages`]: { body: messagePage([reply, earlier]) },
        [`PUT ${CONVERSATION_PATH}/read`]: { body: { UnreadCount: 0, UnreadMessages: 0 } },
      },
    },
  );
  return { ...view, readUpTo: (at: string | null) => (readMark = at) };
}

beforeEach(() => {
  FakeEventSource.latest = null;
  vi.stubGlobal('EventSource', FakeEventSource);
});
afterEach(() => vi.unstubAllGlobals());

describe('CustomerTools: conversations live', () => {
  it('shows a new message in the open thread at once, and marks it read', async () => {
    const { api } = renderLive();
    const thread = await screen.findByRole('region', { name: 'Conversation with Cool Air WLL' });
    const live = message({ Text: 'The technician is on his way.', CreatedAt: '2026-11-20T09:45:00.000Z' });
    (await source()).emit('conversation-message', { ConversationId: CONVERSATION_ID, Message: live });
    expect(await within(thread).findByText('The technician is on his way.')).toBeInTheDocument();
    await waitFor(() =>
      expect(api.callsTo('PUT', `${CONVERSATION_PATH}/read`).map((call) => call.body)).toContainEqual({
        MessageId: live.MessageId,
      }),
    );
  });

  it('counts unread messages in the bell as they come', async () => {
    renderLive();
    expect(await screen.findByRole('button', { name: 'Notifications, 1 unread' })).toBeInTheDocument();
    (await source()).emit('unread-count', { UnreadCount: 1, UnreadMessages: 2 });
    expect(await screen.findByRole('button', { name: 'Notifications, 3 unread' })).toBeInTheDocument();
  });

  it('shows "Seen" once the business has read, on the conversation event', async () => {
    const { readUpTo } = renderLive();
    const thread = await screen.findByRole('region', { name: 'Conversation with Cool Air WLL' });
    readUpTo(null);
    (await source()).emit('conversation', { ConversationId: CONVERSATION_ID });
    await waitFor(() => expect(within(thread).queryByText('Seen')).not.toBeInTheDocument());
    readUpTo('2026-11-20T09:31:00.000Z');
    (await source()).emit('conversation', { ConversationId: CONVERSATION_ID });
    expect(await within(thread).findByText('Seen')).toBeInTheDocument();
  });
});
