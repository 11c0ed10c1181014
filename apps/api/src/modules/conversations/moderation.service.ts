import {
  ADMIN_INBOX_NOTIFICATION_TYPES,
  CONVERSATION_MESSAGES,
  CONVERSATION_PATHS,
  resolvePaging,
  totalPages,
  type ActionResult,
  type Conversation,
  type ConversationMessage,
  type Locale,
  type MessageReport,
  type MessageReportList,
  type MessageReportListQuery,
} from '@marketplace/contract';
import type { Database } from '../../db/database';
import { conflict, forbidden, notFound } from '../../lib/http-error';
import type { AdminContext } from '../../identity/admin-context';
import type { AuthUser } from '../../identity/access-token';
import { recordAudit } from '../audit';
import { notifyStaff, signalStaffInbox } from '../notifications';
import { assertMayRead, standingIn } from './conversation-access';
import { findConversation } from './conversation-reads';
import { signalConversation, signalMessage } from './conversation-signals';
import { fullName, toMessage } from './conversation.mapper';
import type { AttachmentLinks } from './attachment-links';
import type { ConversationService } from './conversations.service';
import {
  addParticipant,
  closeConversation,
  findMessage,
  hideMessage,
  insertMessage,
  participantIds,
} from './message-store';
import { findReport, insertReport, listReports, settleReports, type ReportRow } from './report-store';

export function toReport(row: ReportRow): MessageReport {
  return {
    ReportId: row.id,
    ConversationId: row.conversationId,
    OrderId: row.orderId,
    MessageId: row.messageId,
    MessageText: row.messageHiddenAt ? '' : row.messageBody,
    MessageIsHidden: row.messageHiddenAt !== null,
    SenderName: fullName(row.senderFirstName, row.senderLastName),
    ReporterName: fullName(row.reporterFirstName, row.reporterLastName),
    Reason: row.reason,
    Status: row.status,
    CreatedAt: row.createdAt.toISOString(),
    HandledAt: row.handledAt?.toISOString() ?? null,
  };
}

/**
 * Keeping conversations safe (issue 37): people report messages; admins join, hide messages and
 * close conversations, each audited. A hidden message's text leaves the conversation for the
 * audit log, where only admins read it.
 */
export class ModerationService {
  constructor(
    private readonly db: Database,
    private readonly conversations: ConversationService,
    private readonly links: AttachmentLinks,
  ) {}

  async report(user: AuthUser, id: string, messageId: string, reason: string): Promise<MessageReport> {
    const row = await findConversation(this.db, id);
    assertMayRead(user, row);
    if (standingIn(user, row) === 'admin') throw forbidden(CONVERSATION_MESSAGES.adminsHide);
    const message = await findMessage(this.db, id, messageId);
    if (!message) throw notFound(CONVERSATION_MESSAGES.messageNotFound);
    if (message.kind === 'note') throw conflict(CONVERSATION_MESSAGES.noteNotReportable);
    if (message.senderId === user.id) throw conflict(CONVERSATION_MESSAGES.cannotReportOwn);
    const reportId = await this.db.transaction(async (tx) => {
      const created = await insertReport(tx, messageId, user.id, reason.trim());
      if (!created) throw conflict(CONVERSATION_MESSAGES.alreadyReported);
      await notifyStaff(tx, {
        type: ADMIN_INBOX_NOTIFICATION_TYPES.ReportedMessages,
        title: 'Message reported',
        body: `A message in a conversation about an order was reported: "${reason.trim().slice(0, 200)}".`,
        link: CONVERSATION_PATHS.admin(id),
        data: { ConversationId: id, MessageId: messageId, ReportId: created },
      });
      return created;
    });
    return toReport((await findReport(this.db, reportId))!);
  }

  /** An admin takes part, visibly: a note tells everyone. */
  async join(context: AdminContext, id: string, locale: Locale): Promise<Conversation> {
    const row = await findConversation(this.db, id);
    assertMayRead(context.actor, row);
    await this.db.transaction(async (tx) => {
      if (!(await addParticipant(tx, id, context.actor.id, 'admin')))
        throw conflict(CONVERSATION_MESSAGES.alreadyJoined);
      const noteId = await insertMessage(tx, {
        conversationId: id,
        kind: 'note',
        senderId: null,
        body: 'admin-joined',
      });
      await recordAudit(tx, { ...this.audit(context, id), action: 'conversation.join', before: null, after: null });
      const people = await participantIds(tx, id);
      await signalMessage(tx, people, noteId);
      await signalConversation(tx, people, id);
    });
    return this.conversations.get(context.actor, id, locale);
  }

  /** The message stays in its place as "hidden"; its text and file go to the audit log. */
  async hide(
    context: AdminContext,
    id: string,
    messageId: string,
    reason: string,
    locale: Locale,
  ): Promise<ConversationMessage> {
    const row = await findConversation(this.db, id);
    assertMayRead(context.actor, row);
    if (!(await findMessage(this.db, id, messageId))) throw notFound(CONVERSATION_MESSAGES.messageNotFound);
    await this.db.transaction(async (tx) => {
      const before = await hideMessage(tx, id, messageId, context.actor.id);
      if (!before) throw conflict(CONVERSATION_MESSAGES.alreadyHidden);
      await recordAudit(tx, {
        ...this.audit(context, messageId, 'conversation-message'),
        action: 'message.hide',
        before: { ConversationId: id, Text: before.body, AttachmentId: before.attachmentId },
        after: null,
        reason: reason.trim(),
      });
      if ((await settleReports(tx, { messageId }, 'hidden', context.actor.id)) > 0) await signalStaffInbox(tx);
      await signalMessage(tx, await participantIds(tx, id), messageId);
    });
    return toMessage(locale, row, (await findMessage(this.db, id, messageId))!, this.links.url);
  }

  /** Nobody writes in it any more; its people are told by a note. */
  async close(context: AdminContext, id: string, reason: string, locale: Locale): Promise<Conversation> {
    const row = await findConversation(this.db, id);
    assertMayRead(context.actor, row);
    await this.db.transaction(async (tx) => {
      if (!(await closeConversation(tx, id, reason.trim()))) throw conflict(CONVERSATION_MESSAGES.alreadyClosed);
      const noteId = await insertMessage(tx, { conversationId: id, kind: 'note', senderId: null, body: 'closed' });
      await recordAudit(tx, {
        ...this.audit(context, id),
        action: 'conversation.close',
        before: { Status: 'open' },
        after: { Status: 'closed' },
        reason: reason.trim(),
      });
      const people = await participantIds(tx, id);
      await signalMessage(tx, people, noteId);
      await signalConversation(tx, people, id);
    });
    return this.conversations.get(context.actor, id, locale);
  }

  async reports(query: MessageReportListQuery): Promise<MessageReportList> {
    const { page, pageSize, offset } = resolvePaging(query.page, query.pageSize);
    const { rows, total } = await listReports(this.db, query.status ?? 'open', { limit: pageSize, offset });
    return {
      Items: rows.map(toReport),
      Page: page,
      PageSize: pageSize,
      TotalItems: total,
      TotalPages: totalPages(total, pageSize),
    };
  }

  async dismiss(context: AdminContext, reportId: string): Promise<ActionResult> {
    const report = await findReport(this.db, reportId);
    if (!report) throw notFound(CONVERSATION_MESSAGES.reportNotFound);
    await this.db.transaction(async (tx) => {
      if ((await settleReports(tx, { reportId }, 'dismissed', context.actor.id)) === 0) {
        throw conflict(CONVERSATION_MESSAGES.reportHandled);
      }
      await recordAudit(tx, {
        ...this.audit(context, reportId, 'message-report'),
        action: 'message-report.dismiss',
        before: { Status: 'open' },
        after: { Status: 'dismissed' },
      });
      await signalStaffInbox(tx);
    });
    return { Success: true, Message: CONVERSATION_MESSAGES.reportDismissed };
  }

  private audit(context: AdminContext, targetId: string, targetType = 'conversation') {
    return { actor: context.actor, ip: context.ip, targetType, targetId };
  }
}
