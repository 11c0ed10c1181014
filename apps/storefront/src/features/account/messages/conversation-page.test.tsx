import { sessionFor, TEST_USER_ID, type Answer } from '@marketplace/client/testing';
import { CONVERSATION_MESSAGES } from '@marketplace/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { unreadCountsKey } from '@/lib/unread-counts';
import { renderApp } from '@/testing/render-app';
import {
  conversation,
  CONVERSATION_ID,
  CONVERSATION_PATH,
  message,
  messagePage,
  ownMessage,
} from '../testing/conversation-fixtures';
import { ORDER_ID } from '../testing/order-detail-fixtures';
import { ConversationPage } from './conversation-page';

// /customer-dashboard/messages/:conversationId (issue 37): the thread with its data. The thread's
// own behaviour (keys, counter, file checks) is the design system's to test.

const earlier = ownMessage({ Text: 'Is Saturday possible?', CreatedAt: '2026-11-20T09:00:00.000Z' });
const reply = message({ Text: 'We can come on Saturday.', CreatedAt: '2026-11-20T09:30:00.000Z' });
const MESSAGES = `${CONVERSATION_PATH}/messages`;
const TOO_FAST = 'You are sending messages too fast. Wait a minute and send it again.';

function renderConversation(api: Record<string, Answer> = {}) {
  return renderApp(<ConversationPage conversationId={CONVERSATION_ID} />, {
    route: `/customer-dashboard/messages/${CONVERSATION_ID}`,
    path: '/customer-dashboard/messages/:conversationId',
    session: sessionFor('Customer'),
    api: {
      [`GET ${CONVERSATION_PATH}`]: { body: conversation() },
      [`GET ${MESSAGES}`]: { body: messagePage([reply, earlier]) },
      [`PUT ${CONVERSATION_PATH}/read`]: { body: { UnreadCount: 0, UnreadMessages: 1 } },
      ...api,
    },
  });
}

const thread = () => screen.findByRole('region', { name: 'Conversation with Cool Air WLL' });
const field = () => screen.getByRole('textbox', { name: 'Message' });

afterEach(() => vi.unstubAllGlobals());

describe('ConversationPage', () => {
  it('shows the business, the way back, the order and the thread oldest first', async () => {
    const { user } = renderConversation();
    expect(await screen.findByRole('heading', { level: 1, name: 'Cool Air WLL' })).toBeInTheDocument();
    const texts = within(await thread())
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(texts.findIndex((text) => text?.includes('Is Saturday possible?'))).toBeLessThan(
      texts.findIndex((text) => text?.includes('We can come on Saturday.')),
    );
    expect(screen.getByRole('link', { name: 'View order #7C9E6679' })).toHaveAttribute(
      'href',
      `/customer-dashboard/order/${ORDER_ID}`,
    );
    // The business read up to 09:10: the customer's 09:00 message is seen.
    expect(within(await thread()).getByText('Seen')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back to Messages' }));
    expect(await screen.findByText('Page: /customer-dashboard/messages')).toBeInTheDocument();
  });

  it('marks the thread read up to its newest message once shown', async () => {
    const { api, queryClient } = renderConversation();
    // What the bell and the dashboard's badge show (lib/unread-counts.ts) before the mark.
    queryClient.setQueryData(unreadCountsKey(TEST_USER_ID), { UnreadCount: 4, UnreadMessages: 3 });
    await thread();
    await waitFor(() => expect(api.callsTo('PUT', `${CONVERSATION_PATH}/read`)).toHaveLength(1));
    expect(api.callsTo('PUT', `${CONVERSATION_PATH}/read`)[0]?.body).toEqual({ MessageId: reply.MessageId });
    await waitFor(() =>
      expect(queryClient.getQueryData(unreadCountsKey(TEST_USER_ID))).toEqual({ UnreadCount: 4, UnreadMessages: 1 }),
    );
  });

  it('sends a message, shows it at once and empties the field', async () => {
    const sent = ownMessage({ Text: 'See you then.', CreatedAt: '2026-11-20T09:40:00.000Z' });
    const { user, api } = renderConversation({ [`POST ${MESSAGES}`]: { status: 201, body: sent } });
    await thread();
    await user.type(field(), 'See you then.');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await within(await thread()).findByText('See you then.')).toBeInTheDocument();
    expect(api.callsTo('POST', MESSAGES)[0]?.body).toEqual({ Text: 'See you then.' });
    await waitFor(() => expect(field()).toHaveValue(''));
  });

  it('keeps the typed text and shows the server’s words when sending too fast (429)', async () => {
    const { user } = renderConversation({ [`POST ${MESSAGES}`]: { status: 429, body: { Message: TOO_FAST } } });
    await thread();
    await user.type(field(), 'Hello again');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText(TOO_FAST)).toBeInTheDocument();
    expect(field()).toHaveValue('Hello again');
  });

  it('uploads the file first, sends its id, and does not upload it again after a refusal', async () => {
    // Through fetch, as in Node: in a browser the upload goes through XMLHttpRequest for its progress.
    vi.stubGlobal('XMLHttpRequest', undefined);
    let refuse = true;
    const attachment = {
      AttachmentId: '91111111-1111-4111-8111-111111111111',
      ContentType: 'application/pdf',
      FileName: 'plan.pdf',
      SizeBytes: 2048,
      Width: 0,
      Height: 0,
      Url: '/api/Conversation/x/attachments/y?token=t',
    };
    const { user, api, container } = renderConversation({
      [`POST ${CONVERSATION_PATH}/attachments`]: { status: 201, body: attachment },
      [`POST ${MESSAGES}`]: () =>
        refuse
          ? { status: 429, body: { Message: TOO_FAST } }
          : {
              status: 201,
              body: ownMessage({ Text: '', Attachment: attachment, CreatedAt: '2026-11-20T09:41:00.000Z' }),
            },
    });
    await thread();
    const input = container.querySelector<HTMLInputElement>('input[type="file"]')!;
    await user.upload(input, new File(['%PDF-1.4 %%EOF'], 'plan.pdf', { type: 'application/pdf' }));
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText(TOO_FAST)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove plan.pdf' })).toBeInTheDocument();

    refuse = false;
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await within(await thread()).findByRole('link', { name: /plan\.pdf/ })).toBeInTheDocument();
    expect(api.callsTo('POST', `${CONVERSATION_PATH}/attachments`)).toHaveLength(1);
    expect(api.callsTo('POST', MESSAGES).map((call) => call.body)).toEqual([
      { AttachmentId: attachment.AttachmentId },
      { AttachmentId: attachment.AttachmentId },
    ]);
  });

  it('shows the server’s words when the file is refused (413)', async () => {
    vi.stubGlobal('XMLHttpRequest', undefined);
    const { user, container } = renderConversation({
      [`POST ${CONVERSATION_PATH}/attachments`]: {
        status: 413,
        body: { Message: CONVERSATION_MESSAGES.attachmentTooLarge },
      },
    });
    await thread();
    await user.type(field(), 'The plan');
    const input = container.querySelector<HTMLInputElement>('input[type="file"]')!;
    await user.upload(input, new File(['x'], 'plan.png', { type: 'image/png' }));
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText(CONVERSATION_MESSAGES.attachmentTooLarge)).toBeInTheDocument();
    expect(field()).toHaveValue('The plan');
  });

  it('loads older messages with the cursor of the page before', async () => {
    const oldest = message({ Text: 'Thank you for your order.', CreatedAt: '2026-11-19T08:00:00.000Z' });
    const { user, api } = renderConversation({
      [`GET ${MESSAGES}`]: (call) => ({
        body:
          call.query.get('before') === 'cursor-2' ? messagePage([oldest]) : messagePage([reply, earlier], 'cursor-2'),
      }),
    });
    await user.click(await screen.findByRole('button', { name: 'Load older messages' }));
    expect(await within(await thread()).findByText('Thank you for your order.')).toBeInTheDocument();
    expect(api.callsTo('GET', MESSAGES).map((call) => call.query.get('before'))).toEqual([null, 'cursor-2']);
    expect(screen.queryByRole('button', { name: 'Load older messages' })).not.toBeInTheDocument();
  });

  it('reports a message with a reason, and says when it was reported before (409)', async () => {
    const reportPath = `${MESSAGES}/${reply.MessageId}/report`;
    let reportedBefore = false;
    const { user, api } = renderConversation({
      [`POST ${reportPath}`]: () =>
        reportedBefore
          ? { status: 409, body: { Message: CONVERSATION_MESSAGES.alreadyReported } }
          : { status: 201, body: {} },
    });
    await thread();
    await user.click(screen.getByRole('button', { name: 'Report message from Cool Air WLL, 12:30 PM' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report this message' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Asked me to pay outside');
    await user.click(within(dialog).getByRole('button', { name: 'Report' }));
    expect(await screen.findByText('Thank you. The marketplace’s team will review the message.')).toBeInTheDocument();
    expect(api.callsTo('POST', reportPath)[0]?.body).toEqual({ Reason: 'Asked me to pay outside' });

    reportedBefore = true;
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Report message from Cool Air WLL, 12:30 PM' }));
    const again = await screen.findByRole('dialog', { name: 'Report this message' });
    await user.type(within(again).getByRole('textbox', { name: 'Reason' }), 'Again');
    await user.click(within(again).getByRole('button', { name: 'Report' }));
    expect(await within(again).findByText(CONVERSATION_MESSAGES.alreadyReported)).toBeInTheDocument();
  });

  it('reads only, saying why, when the customer cannot write', async () => {
    renderConversation({
      [`GET ${CONVERSATION_PATH}`]: {
        body: conversation({ Status: 'closed', CanWrite: false, CannotWriteReason: CONVERSATION_MESSAGES.closed }),
      },
    });
    await thread();
    expect(screen.getByText(CONVERSATION_MESSAGES.closed)).toBeInTheDocument();
    expect(field()).toBeDisabled();
    expect(screen.getByText('Closed')).toBeInTheDocument();
  });

  it('sends a missing or someone else’s conversation back to Messages, saying why', async () => {
    const { router } = renderConversation({
      [`GET ${CONVERSATION_PATH}`]: { status: 404, body: { Message: CONVERSATION_MESSAGES.notFound } },
    });
    expect(await screen.findByText('Page: /customer-dashboard/messages')).toBeInTheDocument();
    expect(router.state.historyAction).toBe('REPLACE');
    expect(await screen.findByText(CONVERSATION_MESSAGES.notFound)).toBeInTheDocument();
  });

  it('shows a failed load of the messages with Retry', async () => {
    const { user, api } = renderConversation({
      [`GET ${MESSAGES}`]: { status: 500, body: { Message: 'Database unavailable' } },
    });
    expect(await screen.findByText('Error loading messages: Database unavailable')).toBeInTheDocument();
    api.route(`GET ${MESSAGES}`, { body: messagePage([reply]) });
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await within(await thread()).findByText('We can come on Saturday.')).toBeInTheDocument();
  });
});
