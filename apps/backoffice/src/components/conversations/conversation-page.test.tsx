import { CONVERSATION_MESSAGES, CONVERSATION_PATHS } from '@marketplace/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '@/api';
import { answerConversation, conversation, CONVERSATION_ID, message, ME, ORDER_ID } from '@/testing/conversations';
import { FakeEventSource } from '@/testing/live-stream';
import { renderInAdmin } from '@/testing/render-in-admin';
import { useLiveStream } from '@/shell/live/use-live-stream';
import { conversationStreamHandlers } from './conversation-live';
import { ConversationPage } from './conversation-page';

// A conversation on its own page, as a provider reads it (issue 37): the thread with its data,
// sending (with a file), refusals, reporting, the read mark, and new messages from the stream.

const fromLayla = message({
  Text: 'Can you come on Thursday? See https://maps.example/x',
  CreatedAt: '2026-11-20T10:15:00.000Z',
});
const mine = message({
  SenderId: ME,
  SenderRole: 'provider',
  SenderName: 'Sara Ali',
  Text: 'Yes, at 10.',
  CreatedAt: '2026-11-20T09:40:00.000Z',
});

const nothing = () => undefined;
/** The layout's stream, as the portals' badges open it: new messages reach the open thread through it. */
function LiveStream() {
  useLiveStream(conversationStreamHandlers, nothing);
  return null;
}

function renderPage(locale: 'en' | 'ar' = 'en') {
  return renderInAdmin(
    <>
      <LiveStream />
      <Routes>
        <Route path="/messages/:id" element={<ConversationPage />} />
      </Routes>
    </>,
    { portal: 'provider', resource: 'messages', route: CONVERSATION_PATHS.provider(CONVERSATION_ID), locale },
  );
}

beforeEach(() => {
  FakeEventSource.last = undefined;
  vi.stubGlobal('EventSource', FakeEventSource);
  vi.spyOn(api.notifications, 'streamTicket').mockResolvedValue({ Ticket: 't-1', ExpiresAt: new Date().toISOString() });
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const thread = () => screen.findByRole('region', { name: 'Messages with Layla Hasan' });

describe('a conversation page', { timeout: 30_000 }, () => {
  it('shows the thread oldest first, links the order, and marks the newest message read', async () => {
    const calls = answerConversation(api, conversation(), [fromLayla, mine]);
    renderPage();
    const messages = await thread();
    const items = within(messages).getAllByRole('listitem');
    expect(items.at(-2)).toHaveTextContent('Yes, at 10.');
    expect(items.at(-1)).toHaveTextContent('Can you come on Thursday?');
    expect(within(messages).getByRole('link', { name: /maps\.example/ })).toHaveAttribute(
      'rel',
      'noopener noreferrer nofollow ugc',
    );
    expect(screen.getByRole('link', { name: 'About order #5F3E2A1B' })).toHaveAttribute(
      'href',
      `/provider-dashboard/orders/${ORDER_ID}/show`,
    );
    await waitFor(() => expect(calls.markRead).toHaveBeenCalledWith(CONVERSATION_ID, fromLayla.MessageId));
    expect(calls.messages).toHaveBeenCalledWith(CONVERSATION_ID, { limit: 30 });
  });

  it('sends a message with a file: the file first, then the text with it', async () => {
    const calls = answerConversation(api, conversation(), [fromLayla]);
    const { user, container } = renderPage();
    await thread();
    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'Here is the quote.');
    await user.upload(
      container.ownerDocument.querySelector('input[type="file"]') as HTMLInputElement,
      new File(['png'], 'quote.png', { type: 'image/png' }),
    );
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() =>
      expect(calls.send).toHaveBeenCalledWith(CONVERSATION_ID, {
        Text: 'Here is the quote.',
        AttachmentId: '3c000000-0000-4000-8000-0000000000a1',
      }),
    );
    expect(calls.attach).toHaveBeenCalledWith(CONVERSATION_ID, expect.objectContaining({ file: expect.any(File) }));
    expect(await within(await thread()).findByText('Here is the quote.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveValue('');
  });

  it('keeps the typed text and shows the refusal when a message cannot be sent', async () => {
    const calls = answerConversation(api, conversation(), [fromLayla]);
    calls.send.mockRejectedValueOnce(new Error('Too many messages. Try again in 30 seconds.'));
    const { user } = renderPage();
    await thread();
    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'Hello?');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Too many messages. Try again in 30 seconds.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveValue('Hello?');
  });

  it('shows a new message from the stream at once, and marks it read', async () => {
    const calls = answerConversation(api, conversation(), [fromLayla]);
    renderPage();
    const messages = await thread();
    await waitFor(() => expect(FakeEventSource.last).toBeDefined());
    const arrived = message({ Text: 'Also, bring a ladder.', CreatedAt: '2026-11-20T10:20:00.000Z' });
    act(() =>
      FakeEventSource.last!.push('conversation-message', { ConversationId: CONVERSATION_ID, Message: arrived }),
    );
    expect(await within(messages).findByText('Also, bring a ladder.')).toBeInTheDocument();
    await waitFor(() => expect(calls.markRead).toHaveBeenCalledWith(CONVERSATION_ID, arrived.MessageId));
  });

  it("reports the customer's message with a reason", async () => {
    const calls = answerConversation(api, conversation(), [fromLayla]);
    const { user } = renderPage();
    const messages = await thread();
    await user.click(within(messages).getByRole('button', { name: /^Report message from Layla Hasan/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Report this message' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Asks for my phone number');
    await user.click(within(dialog).getByRole('button', { name: 'Report' }));
    await waitFor(() =>
      expect(calls.report).toHaveBeenCalledWith(CONVERSATION_ID, fromLayla.MessageId, 'Asks for my phone number'),
    );
  });

  it('says why nobody can write any more, in Arabic, above a disabled composer', async () => {
    answerConversation(
      api,
      conversation({ Status: 'closed', CanWrite: false, CannotWriteReason: CONVERSATION_MESSAGES.closed }),
      [
        fromLayla,
        message({
          Kind: 'note',
          SenderId: null,
          SenderRole: null,
          SenderName: '',
          Text: 'The marketplace closed this conversation.',
          CreatedAt: '2026-11-21T08:00:00.000Z',
        }),
      ],
    );
    renderPage('ar');
    const messages = await screen.findByRole('region', { name: 'الرسائل مع \u2068Layla Hasan\u2069' });
    expect(within(messages).getByText(/أغلق السوق هذه المحادثة\./)).toBeInTheDocument();
    expect(await screen.findByText('أغلق السوق هذه المحادثة. يمكن قراءتها دون الرد فيها.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'الرسالة' })).toBeDisabled();
    expect(screen.getByText('مغلقة')).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
  });
});
