import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import {
  CONVERSATION_MESSAGES,
  ORDER_ERRORS,
  type Conversation,
  type ConversationAttachment,
  type ConversationList,
  type ConversationListQuery,
  type ConversationMessage,
  type ConversationReadResult,
  type Locale,
  type MessagePage,
  type MessagePageQuery,
  type SendMessageRequest,
} from '@marketplace/contract';
import type { Database, DbExecutor } from '../../db/database';
import { orderItems, orders } from '../../db/schema/index';
import { badRequest, conflict, HttpError, notFound } from '../../lib/http-error';
import type { PrivateFileStore } from '../../lib/media/private-file-store';
import type { AuthUser } from '../../identity/access-token';
import { isAdmin, providerOfUser } from '../../identity/access-rules';
import { assertMayRead, cannotWriteReason, standingIn } from './conversation-access';
import type { AttachmentLinks } from './attachment-links';
import { cleanFileName } from '../../lib/media/private-file-check';
import { checkAttachment } from './attachment-check';
import {
  conversationsOfOrder,
  findConversation,
  latestMessages,
  listConversations,
  participantsOf,
  totalUnread,
  unreadCounts,
  type ConversationRow,
  type ConversationScope,
} from './conversation-reads';
import { toConversation, toMessage, toSummary } from './conversation.mapper';
import { signalConversation, signalMessage } from './conversation-signals';
import {
  messageOfAttachment,
  findAttachment,
  findMessage,
  insertAttachment,
  insertMessage,
  isParticipant,
  markRead,
  messagePage,
  participantIds,
} from './message-store';
import type { SendLimit } from './send-limit';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A page cursor is the id of the last row the page showed; anything else is refused, not guessed. */
function cursor(value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  if (!UUID.test(value)) throw badRequest(CONVERSATION_MESSAGES.cursorInvalid);
  return value.toLowerCase();
}

/**
 * Conversations as their people use them (issue 37): lists, pages of messages, writing with
 * attachments, read marks. Moderation is in moderation.service.ts; mails in conversation-mail.ts.
 */
export class ConversationService {
  constructor(
    private readonly db: Database,
    private readonly files: PrivateFileStore,
    private readonly links: AttachmentLinks,
    private readonly sendLimit: SendLimit,
  ) {}

  async list(user: AuthUser, query: ConversationListQuery, locale: Locale): Promise<ConversationList> {
    const limit = query.limit ?? 20;
    const scope = await this.scopeOf(user);
    const before = cursor(query.before);
    const [rows, unread] = await Promise.all([
      scope ? listConversations(this.db, scope, { before, limit: limit + 1 }) : Promise.resolve([]),
      totalUnread(this.db, user.id),
    ]);
    const page = rows.slice(0, limit);
    const ids = page.map((row) => row.id);
    const [counts, latest] = await Promise.all([unreadCounts(this.db, user.id, ids), latestMessages(this.db, ids)]);
    return {
      Items: page.map((row) => toSummary(locale, row, counts.get(row.id) ?? 0, latest.get(row.id))),
      NextCursor: rows.length > limit ? page.at(-1)!.id : null,
      UnreadMessages: unread,
    };
  }

  unreadTotal(userId: string): Promise<number> {
    return totalUnread(this.db, userId);
  }

  /** The order's conversations the asker may read: 404 when the order is not theirs to see. */
  async ofOrder(user: AuthUser, orderId: string, locale: Locale): Promise<Conversation[]> {
    if (!(await this.mayReadOrder(user, orderId))) throw notFound(ORDER_ERRORS.notFound);
    const rows = (await conversationsOfOrder(this.db, orderId)).filter((row) => standingIn(user, row) !== null);
    return this.describe(user, rows, locale);
  }

  async get(user: AuthUser, id: string, locale: Locale): Promise<Conversation> {
    const row = await findConversation(this.db, id);
    assertMayRead(user, row);
    const [conversation] = await this.describe(user, [row], locale);
    return conversation!;
  }

  async messages(user: AuthUser, id: string, query: MessagePageQuery, locale: Locale): Promise<MessagePage> {
    const row = await findConversation(this.db, id);
    assertMayRead(user, row);
    const limit = query.limit ?? 30;
    const before = cursor(query.before);
    const rows = await messagePage(this.db, id, { before, limit: limit + 1 });
    // A cursor from elsewhere finds nothing before it: told apart from the true end only then.
    if (before && rows.length === 0 && !(await findMessage(this.db, id, before))) {
      throw badRequest(CONVERSATION_MESSAGES.cursorInvalid);
    }
    const page = rows.slice(0, limit);
    return {
      Items: page.map((message) => toMessage(locale, row, message, this.links.url)),
      NextCursor: rows.length > limit ? page.at(-1)!.id : null,
    };
  }

  async send(user: AuthUser, id: string, request: SendMessageRequest, locale: Locale): Promise<ConversationMessage> {
    const text = (request.Text ?? '').trim();
    if (!text && !request.AttachmentId) throw badRequest(CONVERSATION_MESSAGES.empty);
    const row = await this.writable(user, id);
    await this.sendLimit.check(user.id);
    const messageId = await this.db.transaction(async (tx) => {
      if (request.AttachmentId) await this.assertAttachmentFree(tx, user, id, request.AttachmentId);
      const inserted = await insertMessage(tx, {
        conversationId: id,
        kind: 'message',
        senderId: user.id,
        body: text,
        attachmentId: request.AttachmentId ?? null,
      });
      await signalMessage(tx, await participantIds(tx, id), inserted);
      return inserted;
    });
    await this.sendLimit.record(user.id);
    return toMessage(locale, row, (await findMessage(this.db, id, messageId))!, this.links.url);
  }

  /** Checks and keeps a file to be sent with the next message; 413/415 for what it may not be. */
  async attach(
    user: AuthUser,
    id: string,
    file: { data: Buffer; tooLarge: boolean; fileName: string },
  ): Promise<ConversationAttachment> {
    await this.writable(user, id);
    const checked = await checkAttachment(file);
    const attachmentId = randomUUID();
    const storageKey = `${attachmentId}.${checked.extension}`;
    await this.files.put(storageKey, checked.data, checked.contentType);
    try {
      const row = await insertAttachment(this.db, {
        id: attachmentId,
        conversationId: id,
        uploaderId: user.id,
        storageKey,
        contentType: checked.contentType,
        fileName: cleanFileName(file.fileName, checked.extension),
        sizeBytes: checked.data.length,
        width: checked.width,
        height: checked.height,
      });
      return {
        AttachmentId: row.id,
        ContentType: row.contentType,
        FileName: row.fileName,
        SizeBytes: row.sizeBytes,
        Width: row.width,
        Height: row.height,
        Url: this.links.url(id, row.id),
      };
    } catch (error) {
      await this.files.delete(storageKey).catch(() => undefined);
      throw error;
    }
  }

  /**
   * An attachment's bytes for the conversation's readers, or for whoever holds its signed link
   * (an <img> sends no bearer token). A hidden message's file stays with the admins.
   */
  async attachmentFile(user: AuthUser | null, id: string, attachmentId: string, token: string | undefined) {
    const row = await findConversation(this.db, id);
    const byLink = token !== undefined && this.links.verify(attachmentId, token);
    if (!byLink) {
      if (!user) throw new HttpError(401, CONVERSATION_MESSAGES.linkExpired);
      assertMayRead(user, row);
    }
    const attachment = row && (await findAttachment(this.db, id, attachmentId));
    if (!attachment) throw notFound(CONVERSATION_MESSAGES.attachmentNotFound);
    if (!isAdmin(user) && (await this.hiddenOrUnsent(attachment.id, attachment.uploaderId, user))) {
      throw notFound(CONVERSATION_MESSAGES.attachmentNotFound);
    }
    const data = await this.files.get(attachment.storageKey);
    if (!data) throw notFound(CONVERSATION_MESSAGES.attachmentNotFound);
    return { data, contentType: attachment.contentType, fileName: attachment.fileName };
  }

  async markRead(user: AuthUser, id: string, messageId: string): Promise<ConversationReadResult> {
    const row = await findConversation(this.db, id);
    assertMayRead(user, row);
    if (!(await findMessage(this.db, id, messageId))) throw notFound(CONVERSATION_MESSAGES.messageNotFound);
    await this.db.transaction(async (tx) => {
      // An admin who has not joined reads without a mark: nobody is shown as having seen.
      if (!(await markRead(tx, id, user.id, messageId))) return;
      await signalConversation(tx, await participantIds(tx, id), id);
    });
    const [counts, total] = await Promise.all([unreadCounts(this.db, user.id, [id]), totalUnread(this.db, user.id)]);
    return { UnreadCount: counts.get(id) ?? 0, UnreadMessages: total };
  }

  /** The conversation when the asker may write in it now, else 403 (or 404) with the reason. */
  async writable(user: AuthUser, id: string): Promise<ConversationRow> {
    const row = await findConversation(this.db, id);
    assertMayRead(user, row);
    const standing = standingIn(user, row)!;
    const participant = standing !== 'admin' || (await isParticipant(this.db, id, user.id));
    const reason = cannotWriteReason(row, standing, participant);
    if (reason) throw new HttpError(403, reason);
    return row;
  }

  /** Summaries with people, unread counts and the asker's rights, for a page. */
  async describe(user: AuthUser, rows: ConversationRow[], locale: Locale): Promise<Conversation[]> {
    const ids = rows.map((row) => row.id);
    const [people, counts, latest] = await Promise.all([
      participantsOf(this.db, ids),
      unreadCounts(this.db, user.id, ids),
      latestMessages(this.db, ids),
    ]);
    return rows.map((row) => {
      const own = people.filter((person) => person.conversationId === row.id);
      const isParticipantNow = own.some((person) => person.userId === user.id);
      const standing = standingIn(user, row)!;
      return toConversation(locale, row, own, counts.get(row.id) ?? 0, latest.get(row.id), {
        isParticipant: isParticipantNow,
        cannotWriteReason: cannotWriteReason(row, standing, standing !== 'admin' || isParticipantNow),
      });
    });
  }

  private async scopeOf(user: AuthUser): Promise<ConversationScope | null> {
    if (isAdmin(user)) return 'all';
    if (user.role === 'provider') {
      const provider = await providerOfUser(this.db, user.id);
      return provider ? { providerId: provider.id } : null;
    }
    return { customerId: user.id };
  }

  private async mayReadOrder(user: AuthUser, orderId: string): Promise<boolean> {
    if (isAdmin(user)) {
      const [order] = await this.db.select({ id: orders.id }).from(orders).where(eq(orders.id, orderId)).limit(1);
      return order !== undefined;
    }
    if (user.role === 'provider') {
      const provider = await providerOfUser(this.db, user.id);
      if (!provider) return false;
      const [item] = await this.db
        .select({ id: orderItems.id })
        .from(orderItems)
        .where(and(eq(orderItems.orderId, orderId), eq(orderItems.providerId, provider.id)))
        .limit(1);
      return item !== undefined;
    }
    const [order] = await this.db
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.id, orderId), eq(orders.customerId, user.id)))
      .limit(1);
    return order !== undefined;
  }

  /** The attachment is this sender's, in this conversation, and not sent yet. */
  private async assertAttachmentFree(tx: DbExecutor, user: AuthUser, id: string, attachmentId: string) {
    const attachment = await findAttachment(tx, id, attachmentId);
    if (!attachment || attachment.uploaderId !== user.id) throw notFound(CONVERSATION_MESSAGES.attachmentNotFound);
    if (await messageOfAttachment(tx, attachmentId)) throw conflict(CONVERSATION_MESSAGES.attachmentUsed);
  }

  /** Not to be served: its message was hidden, or it was never sent and the asker is not its uploader. */
  private async hiddenOrUnsent(attachmentId: string, uploaderId: string, user: AuthUser | null) {
    const message = await messageOfAttachment(this.db, attachmentId);
    if (!message) return user?.id !== uploaderId;
    return message.hiddenAt !== null;
  }
}
