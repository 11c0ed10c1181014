import { aliasedTable, and, count, desc, eq, sql } from 'drizzle-orm';
import type { MessageReportStatus } from '@marketplace/contract';
import type { DbExecutor } from '../../db/database';
import { conversationMessageReports, conversationMessages, conversations, users } from '../../db/schema/index';

// Reported messages: open until an admin hides the message or dismisses the report (issue 37).

const reporter = aliasedTable(users, 'reporter');
const sender = aliasedTable(users, 'sender');

/** A new report, or undefined when this person reported this message before. */
export async function insertReport(db: DbExecutor, messageId: string, reporterId: string, reason: string) {
  const [row] = await db
    .insert(conversationMessageReports)
    .values({ messageId, reporterId, reason })
    .onConflictDoNothing()
    .returning({ id: conversationMessageReports.id });
  return row?.id;
}

export interface ReportRow {
  id: string;
  reason: string;
  status: MessageReportStatus;
  createdAt: Date;
  handledAt: Date | null;
  messageId: string;
  messageBody: string;
  messageHiddenAt: Date | null;
  conversationId: string;
  orderId: string;
  reporterFirstName: string;
  reporterLastName: string;
  senderFirstName: string | null;
  senderLastName: string | null;
}

function selectReports(db: DbExecutor) {
  return db
    .select({
      id: conversationMessageReports.id,
      reason: conversationMessageReports.reason,
      status: conversationMessageReports.status,
      createdAt: conversationMessageReports.createdAt,
      handledAt: conversationMessageReports.handledAt,
      messageId: conversationMessages.id,
      messageBody: conversationMessages.body,
      messageHiddenAt: conversationMessages.hiddenAt,
      conversationId: conversations.id,
      orderId: conversations.orderId,
      reporterFirstName: reporter.firstName,
      reporterLastName: reporter.lastName,
      senderFirstName: sender.firstName,
      senderLastName: sender.lastName,
    })
    .from(conversationMessageReports)
    .innerJoin(conversationMessages, eq(conversationMessages.id, conversationMessageReports.messageId))
    .innerJoin(conversations, eq(conversations.id, conversationMessages.conversationId))
    .innerJoin(reporter, eq(reporter.id, conversationMessageReports.reporterId))
    .leftJoin(sender, eq(sender.id, conversationMessages.senderId));
}

export async function findReport(db: DbExecutor, reportId: string): Promise<ReportRow | undefined> {
  const [row] = await selectReports(db).where(eq(conversationMessageReports.id, reportId)).limit(1);
  return row;
}

export async function listReports(
  db: DbExecutor,
  status: MessageReportStatus | 'all',
  paging: { limit: number; offset: number },
): Promise<{ rows: ReportRow[]; total: number }> {
  const where = status === 'all' ? undefined : eq(conversationMessageReports.status, status);
  const [rows, [total]] = await Promise.all([
    selectReports(db)
      .where(where)
      .orderBy(desc(conversationMessageReports.createdAt), desc(conversationMessageReports.id))
      .limit(paging.limit)
      .offset(paging.offset),
    db.select({ n: count() }).from(conversationMessageReports).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** Closes the open reports of a message (hidden) or one report (dismissed); how many it closed. */
export async function settleReports(
  db: DbExecutor,
  target: { messageId: string } | { reportId: string },
  status: Exclude<MessageReportStatus, 'open'>,
  adminId: string,
): Promise<number> {
  const which =
    'messageId' in target
      ? eq(conversationMessageReports.messageId, target.messageId)
      : eq(conversationMessageReports.id, target.reportId);
  const settled = await db
    .update(conversationMessageReports)
    .set({ status, handledBy: adminId, handledAt: sql`clock_timestamp()` })
    .where(and(which, eq(conversationMessageReports.status, 'open')))
    .returning({ id: conversationMessageReports.id });
  return settled.length;
}
