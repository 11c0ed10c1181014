import type { Api } from '@marketplace/client';
import { TEST_USER_ID } from '@marketplace/client/testing';
import type {
  Conversation,
  ConversationList,
  ConversationMessage,
  ConversationSummary,
  MessagePage,
  MessageReport,
} from '@marketplace/contract';
import { vi } from 'vitest';

// Conversations (issue 37) as the API answers them, for the pages' tests. The signed-in user of
// the tests (TEST_USER_ID, fakeAuthProvider's identity) is the business's owner unless a test says
// otherwise; Layla is the customer.

export const CONVERSATION_ID = '3c000000-0000-4000-8000-000000000001';
export const ORDER_ID = '5f3e2a1b-0000-4000-8000-00000000c0de';
export const CUSTOMER_ID = '3c000000-0000-4000-8000-0000000000c1';
export const ME = TEST_USER_ID;

export const summary = (over: Partial<ConversationSummary> = {}): ConversationSummary => ({
  ConversationId: CONVERSATION_ID,
  OrderId: ORDER_ID,
  ProviderId: '3c000000-0000-4000-8000-0000000000b1',
  BusinessName: 'Gulf Tools',
  BusinessNameAr: 'أدوات الخليج',
  CustomerId: CUSTOMER_ID,
  CustomerName: 'Layla Hasan',
  Status: 'open',
  LastActivityAt: '2026-11-20T10:15:00.000Z',
  LastMessagePreview: 'Can you come on Thursday?',
  LastMessageHidden: false,
  UnreadCount: 0,
  CreatedAt: '2026-11-20T09:00:00.000Z',
  ...over,
});

export const conversation = (over: Partial<Conversation> = {}): Conversation => ({
  ...summary(),
  ClosedReason: '',
  People: [
    { UserId: CUSTOMER_ID, Role: 'customer', Name: 'Layla Hasan', LastReadAt: '2026-11-20T10:00:00.000Z' },
    { UserId: ME, Role: 'provider', Name: 'Sara Ali', LastReadAt: '2026-11-20T09:30:00.000Z' },
  ],
  IsParticipant: true,
  CanWrite: true,
  CannotWriteReason: '',
  ...over,
});

let sequence = 0;

export const message = (over: Partial<ConversationMessage> = {}): ConversationMessage => {
  sequence += 1;
  return {
    MessageId: `3c000000-0000-4000-8000-${String(sequence).padStart(12, '0')}`,
    ConversationId: CONVERSATION_ID,
    Kind: 'message',
    SenderId: CUSTOMER_ID,
    SenderRole: 'customer',
    SenderName: 'Layla Hasan',
    Text: 'Hello',
    Attachment: null,
    IsHidden: false,
    CreatedAt: '2026-11-20T10:15:00.000Z',
    ...over,
  };
};

/** One page of messages, newest first as the API answers. */
export const page = (items: ConversationMessage[], NextCursor: string | null = null): MessagePage => ({
  Items: items,
  NextCursor,
});

export const listPage = (
  items: ConversationSummary[],
  NextCursor: string | null = null,
  UnreadMessages = 0,
): ConversationList => ({ Items: items, NextCursor, UnreadMessages });

export const report = (over: Partial<MessageReport> = {}): MessageReport => ({
  ReportId: '3c000000-0000-4000-8000-0000000000f1',
  ConversationId: CONVERSATION_ID,
  OrderId: ORDER_ID,
  MessageId: '3c000000-0000-4000-8000-0000000000e1',
  MessageText: 'Pay me outside the marketplace: http://pay.example',
  MessageIsHidden: false,
  SenderName: 'Sara Ali',
  ReporterName: 'Layla Hasan',
  Reason: 'Asks to pay outside the marketplace',
  Status: 'open',
  CreatedAt: '2026-11-21T08:00:00.000Z',
  HandledAt: null,
  ...over,
});

/**
 * Spies on the back office's `api.conversations` answering as the API would for one conversation:
 * its page, its messages (one page, newest first), read marks, sending (the message comes back
 * with the text sent, from the signed-in user), attaching, reporting and the admins' steps. A test
 * changes any answer through the returned spies; restore them after each test (vi.restoreAllMocks()).
 */
export function answerConversation(
  api: { conversations: Api['conversations'] },
  one: Conversation = conversation(),
  messages: ConversationMessage[] = [],
) {
  const sent = (Text = '', AttachmentId?: string): ConversationMessage =>
    message({
      SenderId: ME,
      SenderRole: 'provider',
      SenderName: 'Sara Ali',
      Text,
      CreatedAt: new Date().toISOString(),
      Attachment: AttachmentId
        ? {
            AttachmentId,
            ContentType: 'image/png',
            FileName: 'photo.png',
            SizeBytes: 2048,
            Width: 10,
            Height: 10,
            Url: '/a.png',
          }
        : null,
    });
  return {
    get: vi.spyOn(api.conversations, 'get').mockResolvedValue(one),
    ofOrder: vi.spyOn(api.conversations, 'ofOrder').mockResolvedValue([one]),
    messages: vi.spyOn(api.conversations, 'messages').mockResolvedValue(page(messages)),
    markRead: vi.spyOn(api.conversations, 'markRead').mockResolvedValue({ UnreadCount: 0, UnreadMessages: 0 }),
    send: vi
      .spyOn(api.conversations, 'send')
      .mockImplementation(async (_id, body) => sent(body.Text, body.AttachmentId)),
    attach: vi.spyOn(api.conversations, 'attach').mockResolvedValue({
      AttachmentId: '3c000000-0000-4000-8000-0000000000a1',
      ContentType: 'image/png',
      FileName: 'photo.png',
      SizeBytes: 2048,
      Width: 10,
      Height: 10,
      Url: '/a.png',
    }),
    report: vi.spyOn(api.conversations, 'report').mockResolvedValue(report()),
    join: vi.spyOn(api.conversations, 'join'),
    close: vi.spyOn(api.conversations, 'close'),
    hide: vi.spyOn(api.conversations, 'hide'),
  };
}
