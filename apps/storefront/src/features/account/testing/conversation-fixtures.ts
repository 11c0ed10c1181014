import { TEST_USER_ID } from '@marketplace/client/testing';
import type {
  Conversation,
  ConversationList,
  ConversationMessage,
  ConversationSummary,
  MessagePage,
} from '@marketplace/contract';
import { ORDER_ID } from './order-detail-fixtures';

// Conversations for the Messages pages' and the order page's tests (issue 37): the signed-in
// customer (TEST_USER_ID) and a business, each test stating only what it is about.

export const CONVERSATION_ID = '5c9e6679-7425-40de-944b-e07fc1f90ae7';
export const SECOND_CONVERSATION_ID = '6c9e6679-7425-40de-944b-e07fc1f90ae7';
export const PROVIDER_USER_ID = '71111111-1111-4111-8111-111111111111';
export const CONVERSATION_PATH = `/api/Conversation/${CONVERSATION_ID}`;

export function conversationSummary(overrides: Partial<ConversationSummary> = {}): ConversationSummary {
  return {
    ConversationId: CONVERSATION_ID,
    OrderId: ORDER_ID,
    ProviderId: '31111111-1111-4111-8111-111111111111',
    BusinessName: 'Cool Air WLL',
    BusinessNameAr: 'كول إير',
    CustomerId: TEST_USER_ID,
    CustomerName: 'Sara Ahmed',
    Status: 'open',
    LastActivityAt: '2026-11-20T09:30:00.000Z',
    LastMessagePreview: 'We can come on Saturday.',
    LastMessageHidden: false,
    UnreadCount: 2,
    CreatedAt: '2026-11-19T08:00:00.000Z',
    ...overrides,
  };
}

export function conversation(overrides: Partial<Conversation> = {}): Conversation {
  return {
    ...conversationSummary(),
    ClosedReason: '',
    People: [
      { UserId: TEST_USER_ID, Role: 'customer', Name: 'Sara Ahmed', LastReadAt: '2026-11-19T09:00:00.000Z' },
      { UserId: PROVIDER_USER_ID, Role: 'provider', Name: 'Cool Air WLL', LastReadAt: '2026-11-20T09:10:00.000Z' },
    ],
    IsParticipant: true,
    CanWrite: true,
    CannotWriteReason: '',
    ...overrides,
  };
}

let sequence = 0;

/** A message of the business unless said otherwise; ids in creation order. */
export function message(overrides: Partial<ConversationMessage> = {}): ConversationMessage {
  sequence += 1;
  return {
    MessageId: `81111111-1111-4111-8111-${String(sequence).padStart(12, '0')}`,
    ConversationId: CONVERSATION_ID,
    Kind: 'message',
    SenderId: PROVIDER_USER_ID,
    SenderRole: 'provider',
    SenderName: 'Cool Air WLL',
    Text: 'We can come on Saturday.',
    Attachment: null,
    IsHidden: false,
    CreatedAt: '2026-11-20T09:30:00.000Z',
    ...overrides,
  };
}

/** The customer's own message. */
export const ownMessage = (overrides: Partial<ConversationMessage> = {}) =>
  message({ SenderId: TEST_USER_ID, SenderRole: 'customer', SenderName: 'Sara Ahmed', ...overrides });

export const messagePage = (items: ConversationMessage[], nextCursor: string | null = null): MessagePage => ({
  Items: items,
  NextCursor: nextCursor,
});

export const conversationList = (
  items: ConversationSummary[],
  nextCursor: string | null = null,
  unreadMessages = 2,
): ConversationList => ({ Items: items, NextCursor: nextCursor, UnreadMessages: unreadMessages });
