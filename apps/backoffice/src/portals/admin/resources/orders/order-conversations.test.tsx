import { CONVERSATION_MESSAGES, type Conversation } from '@marketplace/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { Notification } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '@/api';
import {
  answerConversation,
  conversation,
  CONVERSATION_ID,
  CUSTOMER_ID,
  message,
  ME,
  ORDER_ID,
} from '@/testing/conversations';
import { renderInAdmin } from '@/testing/render-in-admin';
import { OrderConversations } from './order-conversations';

// The admin's order page: the order's conversations (issue 37), read only until the admin joins;
// Join and Close above each, Hide on each message, each with what the API answers.

const OWNER_ID = '3c000000-0000-4000-8000-0000000000b9';
const people: Conversation['People'] = [
  { UserId: CUSTOMER_ID, Role: 'customer', Name: 'Layla Hasan', LastReadAt: null },
  { UserId: OWNER_ID, Role: 'provider', Name: 'Sara Ali', LastReadAt: null },
];
const reading = conversation({
  People: people,
  IsParticipant: false,
  CanWrite: false,
  CannotWriteReason: CONVERSATION_MESSAGES.joinFirst,
});
const rude = message({
  Text: 'Pay me in cash, outside the site.',
  SenderId: OWNER_ID,
  SenderRole: 'provider',
  SenderName: 'Sara Ali',
});
const note = message({
  Kind: 'note',
  SenderId: null,
  SenderRole: null,
  SenderName: '',
  Text: 'A marketplace admin joined the conversation.',
  CreatedAt: '2026-11-21T09:00:00.000Z',
});

function renderSection(locale: 'en' | 'ar' = 'en') {
  return renderInAdmin(
    <>
      <OrderConversations orderId={ORDER_ID} />
      <Notification />
    </>,
    { route: `/admin/orders/${ORDER_ID}/show`, resource: 'orders', locale },
  );
}

afterEach(() => vi.restoreAllMocks());

describe("the admin's order page: conversations", { timeout: 30_000 }, () => {
  it('reads a conversation without writing until the admin joins it', async () => {
    const calls = answerConversation(api, reading, [rude]);
    const joined: Conversation = {
      ...reading,
      IsParticipant: true,
      CanWrite: true,
      CannotWriteReason: '',
      People: [...people, { UserId: ME, Role: 'admin', Name: 'Fatima Ali', LastReadAt: null }],
    };
    calls.join.mockResolvedValue(joined);
    const { user } = renderSection();
    const article = await screen.findByRole('article', { name: 'Gulf Tools' });
    const thread = await within(article).findByRole('region', { name: 'Messages with Layla Hasan and Gulf Tools' });
    expect(thread).toHaveTextContent('Pay me in cash');
    expect(within(article).getByRole('textbox', { name: 'Message' })).toBeDisabled();
    expect(article).toHaveTextContent('Join the conversation before writing in it.');
    expect(within(thread).queryByRole('button', { name: /Report/ })).not.toBeInTheDocument();
    // Reading is not reading as one of the people: no read mark moves.
    expect(calls.markRead).not.toHaveBeenCalled();

    calls.messages.mockResolvedValue({ Items: [note, rude], NextCursor: null });
    await user.click(within(article).getByRole('button', { name: 'Join conversation' }));
    await waitFor(() => expect(calls.join).toHaveBeenCalledWith(CONVERSATION_ID));
    expect(
      await screen.findByText('You joined the conversation. Its people see a note that an admin joined.'),
    ).toBeInTheDocument();
    expect(await within(article).findByRole('textbox', { name: 'Message' })).toBeEnabled();
    expect(await within(thread).findByText(/A marketplace admin joined the conversation\./)).toBeInTheDocument();
    expect(within(article).queryByRole('button', { name: 'Join conversation' })).not.toBeInTheDocument();
    // Having joined, an admin hides what is wrong rather than reporting it.
    expect(within(thread).queryByRole('button', { name: /Report/ })).not.toBeInTheDocument();
  });

  it('hides a message from its own Hide button, with a reason; the thread shows the marketplace’s line', async () => {
    const calls = answerConversation(api, reading, [rude]);
    calls.hide.mockResolvedValue({ ...rude, IsHidden: true, Text: '' });
    const { user } = renderSection();
    const article = await screen.findByRole('article', { name: 'Gulf Tools' });
    const thread = await within(article).findByRole('region', { name: 'Messages with Layla Hasan and Gulf Tools' });
    await within(thread).findByText('Pay me in cash, outside the site.');
    // No picker above the thread any more: the action sits on the message. An admin hides, never reports.
    expect(within(article).queryByRole('button', { name: 'Hide a message' })).not.toBeInTheDocument();
    expect(within(thread).queryByRole('button', { name: /Report/ })).not.toBeInTheDocument();
    await user.click(within(thread).getByRole('button', { name: /^Hide message from Sara Ali, / }));
    const dialog = await screen.findByRole('dialog', { name: 'Hide this message?' });
    expect(within(dialog).getByText('Pay me in cash, outside the site.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Hide' }));
    expect(await within(dialog).findByText('Enter a reason.')).toBeInTheDocument();
    expect(calls.hide).not.toHaveBeenCalled();
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Payment outside the marketplace');
    await user.click(within(dialog).getByRole('button', { name: 'Hide' }));
    await waitFor(() =>
      expect(calls.hide).toHaveBeenCalledWith(CONVERSATION_ID, rude.MessageId, 'Payment outside the marketplace'),
    );
    expect(await screen.findByText('Message hidden.')).toBeInTheDocument();
    expect(await within(thread).findByText('This message was hidden by the marketplace.')).toBeInTheDocument();
    expect(within(thread).queryByText(/Pay me in cash/)).not.toBeInTheDocument();
    expect(within(thread).queryByRole('button', { name: /^Hide message from/ })).not.toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('hides a message in Arabic, showing a refusal in the dialog with the reason kept', async () => {
    const calls = answerConversation(api, reading, [rude]);
    calls.hide
      .mockRejectedValueOnce(new Error(CONVERSATION_MESSAGES.alreadyHidden))
      .mockResolvedValueOnce({ ...rude, IsHidden: true, Text: '' });
    const { user } = renderSection('ar');
    const article = await screen.findByRole('article', { name: '\u2068أدوات الخليج\u2069' });
    await within(article).findByText('Pay me in cash, outside the site.');
    await user.click(within(article).getByRole('button', { name: /^إخفاء رسالة من Sara Ali، / }));
    const dialog = await screen.findByRole('dialog', { name: 'إخفاء هذه الرسالة؟' });
    await user.click(within(dialog).getByRole('button', { name: 'إخفاء' }));
    expect(await within(dialog).findByText('اكتب السبب.')).toBeInTheDocument();
    const reason = within(dialog).getByRole('textbox', { name: 'السبب' });
    await user.type(reason, 'طلب الدفع خارج السوق');
    await user.click(within(dialog).getByRole('button', { name: 'إخفاء' }));
    // The API's refusal, in the language on screen, inside the dialog; nothing is lost.
    expect(await within(dialog).findByText('هذه الرسالة مخفية بالفعل.')).toBeInTheDocument();
    expect(reason).toHaveValue('طلب الدفع خارج السوق');
    await user.click(within(dialog).getByRole('button', { name: 'إخفاء' }));
    await waitFor(() =>
      expect(calls.hide).toHaveBeenLastCalledWith(CONVERSATION_ID, rude.MessageId, 'طلب الدفع خارج السوق'),
    );
    expect(await screen.findByText('أُخفيت الرسالة.')).toBeInTheDocument();
    expect(await within(article).findByText('أخفى السوق هذه الرسالة.')).toBeInTheDocument();
    expect(within(article).queryByText(/Pay me in cash/)).not.toBeInTheDocument();
  });

  it('closes a conversation with a reason, in Arabic', async () => {
    const calls = answerConversation(api, reading, [rude]);
    calls.close.mockResolvedValue({
      ...reading,
      Status: 'closed',
      ClosedReason: 'Abuse',
      CannotWriteReason: CONVERSATION_MESSAGES.closed,
    });
    const { user } = renderSection('ar');
    const article = await screen.findByRole('article', { name: '\u2068أدوات الخليج\u2069' });
    await user.click(await within(article).findByRole('button', { name: 'إغلاق المحادثة' }));
    const dialog = await screen.findByRole('dialog', { name: 'إغلاق هذه المحادثة؟' });
    await user.click(within(dialog).getByRole('button', { name: 'إغلاقها' }));
    expect(await within(dialog).findByText('حقل السبب مطلوب')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: 'السبب' }), 'Abuse');
    await user.click(within(dialog).getByRole('button', { name: 'إغلاقها' }));
    await waitFor(() => expect(calls.close).toHaveBeenCalledWith(CONVERSATION_ID, 'Abuse'));
    expect(await screen.findByText('أُغلقت المحادثة.')).toBeInTheDocument();
    expect(await within(article).findByText('مغلقة')).toBeInTheDocument();
    expect(within(article).queryByRole('button', { name: 'إغلاق المحادثة' })).not.toBeInTheDocument();
  });

  it('says when the order has no conversation', async () => {
    vi.spyOn(api.conversations, 'ofOrder').mockResolvedValue([]);
    renderSection();
    expect(await screen.findByText(/This order has no conversation/)).toBeInTheDocument();
  });
});
