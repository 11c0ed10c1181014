import { sql } from 'drizzle-orm';
import { check, index, pgTable, primaryKey, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import {
  CONVERSATION_MESSAGE_KINDS,
  CONVERSATION_ROLES,
  CONVERSATION_STATUSES,
  MESSAGE_MAX_LENGTH,
} from '@marketplace/contract';
import { media, providers } from './catalog';
import { createdAt, id, oneOf } from './columns';
import { orders } from './commerce';
import { users } from './users';

// Conversations between a customer and a provider about a paid request (issue 37;
// docs/decisions/conversations.md): one per order and provider, opened by the payment.

export const conversations = pgTable(
  'conversations',
  {
    id: id(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    providerId: uuid('provider_id')
      .notNull()
      .references(() => providers.id),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => users.id),
    status: text('status', { enum: CONVERSATION_STATUSES }).notNull().default('open'),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    closedReason: text('closed_reason'),
    /** The newest message's time: lists order by it (null until the first message). */
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    // A retried payment confirmation opens no second conversation.
    unique('conversations_one_per_order_and_provider').on(t.orderId, t.providerId),
    index('conversations_customer_recent_idx').on(t.customerId, t.lastMessageAt, t.id),
    index('conversations_provider_recent_idx').on(t.providerId, t.lastMessageAt, t.id),
    check('conversations_status_check', oneOf(t.status, CONVERSATION_STATUSES)),
  ],
);

/**
 * Who takes part, and how far each has read: the read mark only moves forward, and unread counts
 * are the messages after it (counted when asked, never kept as a counter that could drift).
 */
export const conversationParticipants = pgTable(
  'conversation_participants',
  {
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    role: text('role', { enum: CONVERSATION_ROLES }).notNull(),
    lastReadAt: timestamp('last_read_at', { withTimezone: true }),
    /** When this person was last mailed about the conversation (one mail an hour at most). */
    lastMailedAt: timestamp('last_mailed_at', { withTimezone: true }),
    joinedAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.conversationId, t.userId] }),
    index('conversation_participants_user_idx').on(t.userId),
    check('conversation_participants_role_check', oneOf(t.role, CONVERSATION_ROLES)),
  ],
);

export const conversationMessages = pgTable(
  'conversation_messages',
  {
    id: id(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id),
    kind: text('kind', { enum: CONVERSATION_MESSAGE_KINDS }).notNull().default('message'),
    /** Null for the marketplace's own notes. */
    senderId: uuid('sender_id').references(() => users.id),
    body: text('body').notNull().default(''),
    /** An image or a PDF, served only to the conversation's people. */
    attachmentId: uuid('attachment_id').references(() => media.id),
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    hiddenBy: uuid('hidden_by').references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [
    // A page of messages is one range of this index, however long the conversation.
    index('conversation_messages_page_idx').on(t.conversationId, t.createdAt.desc(), t.id.desc()),
    check('conversation_messages_kind_check', oneOf(t.kind, CONVERSATION_MESSAGE_KINDS)),
    check('conversation_messages_body_length', sql`char_length(${t.body}) <= ${sql.raw(String(MESSAGE_MAX_LENGTH))}`),
  ],
);
