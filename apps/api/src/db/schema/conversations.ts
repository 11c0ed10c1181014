import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import {
  CONVERSATION_MESSAGE_KINDS,
  CONVERSATION_ROLES,
  CONVERSATION_STATUSES,
  MESSAGE_MAX_LENGTH,
  MESSAGE_REPORT_STATUSES,
} from '@marketplace/contract';
import { providers } from './catalog';
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
    /** The newest message's time, or when it was opened: lists order by it, newest first. */
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [
    // A retried payment confirmation opens no second conversation.
    unique('conversations_one_per_order_and_provider').on(t.orderId, t.providerId),
    index('conversations_customer_recent_idx').on(t.customerId, t.lastMessageAt, t.id),
    index('conversations_provider_recent_idx').on(t.providerId, t.lastMessageAt, t.id),
    // The admins' list of every conversation.
    index('conversations_recent_idx').on(t.lastMessageAt, t.id),
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

/**
 * A file sent in a conversation: in the private file store (never under the public /media route),
 * served only to the conversation's people. Uploaded first, then sent with one message.
 */
export const conversationAttachments = pgTable(
  'conversation_attachments',
  {
    id: id(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id),
    uploaderId: uuid('uploader_id')
      .notNull()
      .references(() => users.id),
    storageKey: text('storage_key').notNull().unique(),
    contentType: text('content_type').notNull(),
    fileName: text('file_name').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    width: integer('width').notNull().default(0),
    height: integer('height').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    index('conversation_attachments_conversation_idx').on(t.conversationId),
    check(
      'conversation_attachments_type_check',
      sql`${t.contentType} in ('image/jpeg', 'image/png', 'application/pdf')`,
    ),
    check('conversation_attachments_size_check', sql`${t.sizeBytes} > 0`),
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
    attachmentId: uuid('attachment_id')
      .unique()
      .references(() => conversationAttachments.id),
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    hiddenBy: uuid('hidden_by').references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [
    // A page of messages is one range of this index, however long the conversation, read
    // backwards for newest first. Ascending on purpose: drizzle's .desc() is DESC NULLS LAST,
    // which cannot give ORDER BY ... DESC (NULLS FIRST) and made every page sort its range.
    index('conversation_messages_page_idx').on(t.conversationId, t.createdAt, t.id),
    check('conversation_messages_kind_check', oneOf(t.kind, CONVERSATION_MESSAGE_KINDS)),
    check('conversation_messages_body_length', sql`char_length(${t.body}) <= ${sql.raw(String(MESSAGE_MAX_LENGTH))}`),
  ],
);

/** A message someone in the conversation reported: open until an admin hides the message or dismisses it. */
export const conversationMessageReports = pgTable(
  'conversation_message_reports',
  {
    id: id(),
    messageId: uuid('message_id')
      .notNull()
      .references(() => conversationMessages.id),
    reporterId: uuid('reporter_id')
      .notNull()
      .references(() => users.id),
    reason: text('reason').notNull(),
    status: text('status', { enum: MESSAGE_REPORT_STATUSES }).notNull().default('open'),
    handledBy: uuid('handled_by').references(() => users.id),
    handledAt: timestamp('handled_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    // Once per person and message.
    unique('conversation_message_reports_once').on(t.messageId, t.reporterId),
    index('conversation_message_reports_open_idx')
      .on(t.createdAt)
      .where(sql`${t.status} = 'open'`),
    check('conversation_message_reports_status_check', oneOf(t.status, MESSAGE_REPORT_STATUSES)),
  ],
);
