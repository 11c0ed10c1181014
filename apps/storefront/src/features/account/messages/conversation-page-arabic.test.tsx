import { sessionFor } from '@marketplace/client/testing';
import { CONVERSATION_MESSAGES, HIDDEN_MESSAGE_TEXT } from '@marketplace/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import messagesEnglishSource from '@/locales/messages/en.json?raw';
import { arabicContractText, expectNoEnglish } from '@/testing/arabic';
import { renderApp } from '@/testing/render-app';
import {
  conversation,
  CONVERSATION_ID,
  CONVERSATION_PATH,
  message,
  messagePage,
  ownMessage,
} from '../testing/conversation-fixtures';
import { ConversationPage } from './conversation-page';

// The conversation page in Arabic (issue 37): the design system's and the storefront's words, and
// the server's texts (a closed conversation's reason, a refusal) in Arabic; only people's words and
// the keys' names stay as they are.

const messagesEnglish = JSON.parse(messagesEnglishSource) as Record<string, string>;
const TOO_LARGE = CONVERSATION_MESSAGES.attachmentTooLarge;

function renderArabic(closed: boolean) {
  return renderApp(<ConversationPage conversationId={CONVERSATION_ID} />, {
    route: `/customer-dashboard/messages/${CONVERSATION_ID}`,
    path: '/customer-dashboard/messages/:conversationId',
    session: sessionFor('Customer'),
    locale: 'ar',
    api: {
      [`GET ${CONVERSATION_PATH}`]: {
        body: conversation(
          closed ? { Status: 'closed', CanWrite: false, CannotWriteReason: CONVERSATION_MESSAGES.closed } : {},
        ),
      },
      [`GET ${CONVERSATION_PATH}/messages`]: {
        body: messagePage([
          message({ IsHidden: true, Text: '', SenderName: 'كول إير', CreatedAt: '2026-11-20T09:31:00.000Z' }),
          message({ Text: 'نستطيع الحضور يوم السبت.', SenderName: 'كول إير' }),
          ownMessage({ Text: 'هل السبت ممكن؟', SenderName: 'سارة', CreatedAt: '2026-11-20T09:00:00.000Z' }),
        ]),
      },
      [`PUT ${CONVERSATION_PATH}/read`]: { body: { UnreadCount: 0, UnreadMessages: 0 } },
      [`POST ${CONVERSATION_PATH}/messages`]: { status: 413, body: { Message: TOO_LARGE } },
    },
  });
}

describe('ConversationPage in Arabic', () => {
  it('shows the thread, the hidden message and the composer in Arabic', async () => {
    const { user } = renderArabic(false);
    expect(await screen.findByRole('heading', { level: 1, name: 'كول إير' })).toBeInTheDocument();
    const thread = await screen.findByRole('region', { name: 'المحادثة مع كول إير' });
    expect(within(thread).getByText('أخفى السوق هذه الرسالة.')).toBeInTheDocument();
    expect(arabicContractText(HIDDEN_MESSAGE_TEXT)).toBe('أخفى السوق هذه الرسالة.');
    expect(within(thread).getByText('شوهدت')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'عرض الطلب رقم \u20667C9E6679\u2069' })).toBeInTheDocument();
    // A refusal in the server's English reaches the page in Arabic; the draft stays.
    await user.type(screen.getByRole('textbox', { name: 'الرسالة' }), 'مرحبا');
    await user.click(screen.getByRole('button', { name: 'إرسال' }));
    expect(await screen.findByText(arabicContractText(TOO_LARGE))).toBeInTheDocument();
    expectNoEnglish(document.body, { catalogs: [messagesEnglish], data: ['7C9E6679', 'Ctrl+Enter'] });
  });

  it('says why a closed conversation cannot be answered, in Arabic', async () => {
    renderArabic(true);
    expect(await screen.findByText(arabicContractText(CONVERSATION_MESSAGES.closed))).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'الرسالة' })).toBeDisabled();
    expectNoEnglish(document.body, { catalogs: [messagesEnglish], data: ['7C9E6679'] });
  });
});
