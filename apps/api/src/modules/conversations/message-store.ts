import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/database';
import {
  conversationAttachments,
  conversationMessages,
  conversationParticipants,
  conversations,
  users,
} from '../../db/schema/index';
import type { ConversationMessageKind, ConversationRole } from '@marketplace/contract';

// A conversation's messages, attachments and read marks (issue 37).

const messageColumns = {
  id: conversationMessages.id,
  conversationId: conversationMessages.conversationId,
  kind: conversationMessages.kind,
  senderId: conversationMessages.senderId,
  body: conversationMessages.body,
  hiddenAt: conversationMessages.hiddenAt,
  createdAt: conversationMessages.createdAt,
  senderRole: conversationParticipants.role,
  senderFirstName: users.firstName,
  senderLastName: users.lastName,
  attachmentId: conversationAttachments.id,
  attachmentContentType: conversationAttachments.contentType,
  attachmentFileName: conversationAttachments.fileName,
  attachmentSize: conversationAttachments.sizeBytes,
  attachmentWidth: conversationAttachments.width,
  attachmentHeight: conversationAttachments.height,
};

function selectMessages(db: DbExecutor) {
  return db
    .select(messageColumns)
    .from(conversationMessages)
    .leftJoin(users, eq(users.id, conversationMessages.senderId))
    .leftJoin(
      conversationParticipants,
      and(
        eq(conversationParticipants.conversationId, conversationMessages.conversationId),
        eq(conversationParticipants.userId, conversationMessages.senderId),
      ),
    )
    .leftJoin(conversationAttachments, eq(conversationAttachments.id, conversationMessages.attachmentId));
}

export type MessageRow = Awaited<ReturnType<ReturnType<typeof selectMessages>['execute']>>[number];

/**
 * One page of a conversation's messages, newest first, older than the message `before` (its id:
 * the row comparison reads its time exactly as stored). The (conversation, created_at desc, id
 * desc) index makes this one range scan whatever the conversation's length.
 */
export function messagePage(
  db: DbExecutor,
  conversationId: string,
  options: { before?: string; limit: number },
): Promise<MessageRow[]> {
  return messagePageQuery(db, conversationId, options);
}

/** The query itself, for the test that reads its plan. */
export function messagePageQuery(db: DbExecutor, conversationId: string, options: { before?: string; limit: number }) {
  const older = options.before
    ? sql`(${conversationMessages.createdAt}, ${conversationMessages.id}) < (select m2.created_at, m2.id from conversation_messages m2 where m2.id = ${options.before} and m2.conversation_id = ${conversationId})`
    : undefined;
  return selectMessages(db)
    .where(and(eq(conversationMessages.conversationId, conversationId), older))
    .orderBy(desc(conversationMessages.createdAt), desc(conversationMessages.id))
    .limit(options.limit);
}

/** The conversation a message belongs to (the stream knows only the message's id). */
export async function findMessageAnywhere(db: DbExecutor, messageId: string) {
  const [row] = await db
    .select({ conversationId: conversationMessages.conversationId })
    .from(conversationMessages)
    .where(eq(conversationMessages.id, messageId))
    .limit(1);
  return row;
}

export async function findMessage(db: DbExecutor, conversationId: string, messageId: string) {
  const [row] = await selectMessages(db)
    .where(and(eq(conversationMessages.conversationId, conversationId), eq(conversationMessages.id, messageId)))
    .limit(1);
  return row;
}

/**
 * Adds a message and moves the conversation's activity time. The time is the clock's, not the
 * transaction's start, so two lines written in one transaction (a join and its note) keep their order.
 * The sender's own read mark moves to it: what you wrote is not unread to you.
 */
export async function insertMessage(
  db: DbExecutor,
  message: {
    conversationId: string;
    kind: ConversationMessageKind;
    senderId: string | null;
    body: string;
    attachmentId?: string | null;
  },
): Promise<string> {
  const [row] = await db
    .insert(conversationMessages)
    .values({ ...message, createdAt: sql`clock_timestamp()` })
    .returning({ id: conversationMessages.id, createdAt: conversationMessages.createdAt });
  await db
    .update(conversations)
    .set({
      lastMessageAt: sql`greatest(${conversations.lastMessageAt}, (select created_at from conversation_messages where id = ${row!.id}))`,
    })
    .where(eq(conversations.id, message.conversationId));
  if (message.senderId) await markRead(db, message.conversationId, message.senderId, row!.id);
  return row!.id;
}

/** Moves `userId`'s read mark to the message's time, never back. False when they take no part. */
export async function markRead(
  db: DbExecutor,
  conversationId: string,
  userId: string,
  messageId: string,
): Promise<boolean> {
  const marked = await db
    .update(conversationParticipants)
    .set({
      lastReadAt: sql`greatest(${conversationParticipants.lastReadAt}, (select created_at from conversation_messages where id = ${messageId} and conversation_id = ${conversationId}))`,
    })
    .where(
      and(eq(conversationParticipants.conversationId, conversationId), eq(conversationParticipants.userId, userId)),
    )
    .returning({ userId: conversationParticipants.userId });
  return marked.length > 0;
}

export async function isParticipant(db: DbExecutor, conversationId: string, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ userId: conversationParticipants.userId })
    .from(conversationParticipants)
    .where(
      and(eq(conversationParticipants.conversationId, conversationId), eq(conversationParticipants.userId, userId)),
    )
    .limit(1);
  return row !== undefined;
}

/** Adds `userId` with `role`; false when they were in already. Their read mark starts at now. */
export async function addParticipant(
  db: DbExecutor,
  conversationId: string,
  userId: string,
  role: ConversationRole,
): Promise<boolean> {
  const added = await db
    .insert(conversationParticipants)
    .values({ conversationId, userId, role, lastReadAt: sql`clock_timestamp()` })
    .onConflictDoNothing()
    .returning({ userId: conversationParticipants.userId });
  return added.length > 0;
}

export async function participantIds(db: DbExecutor, conversationId: string): Promise<string[]> {
  const rows = await db
    .select({ userId: conversationParticipants.userId })
    .from(conversationParticipants)
    .where(eq(conversationParticipants.conversationId, conversationId));
  return rows.map((row) => row.userId);
}

export type AttachmentRow = typeof conversationAttachments.$inferSelect;

export async function insertAttachment(
  db: DbExecutor,
  row: typeof conversationAttachments.$inferInsert,
): Promise<AttachmentRow> {
  const [inserted] = await db.insert(conversationAttachments).values(row).returning();
  return inserted!;
}

export async function findAttachment(
  db: DbExecutor,
  conversationId: string,
  attachmentId: string,
): Promise<AttachmentRow | undefined> {
  const [row] = await db
    .select()
    .from(conversationAttachments)
    .where(
      and(eq(conversationAttachments.conversationId, conversationId), eq(conversationAttachments.id, attachmentId)),
    )
    .limit(1);
  return row;
}

/** The message that carries the attachment, if it was sent (a sent attachment is not sent again). */
export async function messageOfAttachment(db: DbExecutor, attachmentId: string) {
  const [row] = await db
    .select({ id: conversationMessages.id, hiddenAt: conversationMessages.hiddenAt })
    .from(conversationMessages)
    .where(eq(conversationMessages.attachmentId, attachmentId))
    .limit(1);
  return row;
}

/**
 * Hides a message: its text and attachment leave the conversation (the caller keeps them in the
 * audit log). Returns the text and attachment it had, or undefined when it was hidden already.
 */
export async function hideMessage(db: DbExecutor, conversationId: string, messageId: string, adminId: string) {
  const [before] = await db
    .select({ body: conversationMessages.body, attachmentId: conversationMessages.attachmentId })
    .from(conversationMessages)
    .where(
      and(
        eq(conversationMessages.conversationId, conversationId),
        eq(conversationMessages.id, messageId),
        isNull(conversationMessages.hiddenAt),
      ),
    )
    .for('update');
  if (!before) return undefined;
  await db
    .update(conversationMessages)
    .set({ hiddenAt: sql`clock_timestamp()`, hiddenBy: adminId, body: '' })
    .where(eq(conversationMessages.id, messageId));
  return before;
}

export async function closeConversation(db: DbExecutor, conversationId: string, reason: string): Promise<boolean> {
  const closed = await db
    .update(conversations)
    .set({ status: 'closed', closedAt: sql`clock_timestamp()`, closedReason: reason })
    .where(and(eq(conversations.id, conversationId), eq(conversations.status, 'open')))
    .returning({ id: conversations.id });
  return closed.length > 0;
}
