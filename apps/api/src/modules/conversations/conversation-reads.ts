import { aliasedTable, and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { DbExecutor } from '../../db/database';
import { conversationMessages, conversationParticipants, conversations, providers, users } from '../../db/schema/index';

// Reads of conversations as their pages and lists show them (issue 37). Every read names the
// conversation's business and customer, which the access rules and the answers both need.

const customer = aliasedTable(users, 'customer');
const owner = aliasedTable(users, 'owner');

const conversationColumns = {
  id: conversations.id,
  orderId: conversations.orderId,
  providerId: conversations.providerId,
  customerId: conversations.customerId,
  status: conversations.status,
  closedReason: conversations.closedReason,
  lastMessageAt: conversations.lastMessageAt,
  createdAt: conversations.createdAt,
  businessName: providers.businessName,
  businessNameAr: providers.businessNameAr,
  providerState: providers.accState,
  ownerId: providers.userId,
  ownerRemoved: owner.isDeleted,
  customerFirstName: customer.firstName,
  customerLastName: customer.lastName,
  customerRemoved: customer.isDeleted,
};

function selectConversations(db: DbExecutor) {
  return db
    .select(conversationColumns)
    .from(conversations)
    .innerJoin(providers, eq(providers.id, conversations.providerId))
    .innerJoin(owner, eq(owner.id, providers.userId))
    .innerJoin(customer, eq(customer.id, conversations.customerId));
}

export type ConversationRow = Awaited<ReturnType<ReturnType<typeof selectConversations>['execute']>>[number];

export async function findConversation(db: DbExecutor, id: string): Promise<ConversationRow | undefined> {
  const [row] = await selectConversations(db).where(eq(conversations.id, id)).limit(1);
  return row;
}

export function conversationsOfOrder(db: DbExecutor, orderId: string): Promise<ConversationRow[]> {
  return selectConversations(db).where(eq(conversations.orderId, orderId)).orderBy(providers.businessName);
}

/** Whose conversations a list shows: a customer's, a business's, or (admins) everyone's. */
export type ConversationScope = { customerId: string } | { providerId: string } | 'all';

function scopeFilter(scope: ConversationScope): SQL | undefined {
  if (scope === 'all') return undefined;
  return 'customerId' in scope
    ? eq(conversations.customerId, scope.customerId)
    : eq(conversations.providerId, scope.providerId);
}

/**
 * One page of a scope's conversations, most recent activity first, after the conversation
 * `before` (its id; the row comparison reads the activity time exactly as stored). Each scope has
 * its (owner, last_message_at, id) index, so a page is one index range scan.
 */
export async function listConversations(
  db: DbExecutor,
  scope: ConversationScope,
  options: { before?: string; limit: number },
): Promise<ConversationRow[]> {
  const after = options.before
    ? sql`(${conversations.lastMessageAt}, ${conversations.id}) < (select c2.last_message_at, c2.id from conversations c2 where c2.id = ${options.before})`
    : undefined;
  return selectConversations(db)
    .where(and(scopeFilter(scope), after))
    .orderBy(desc(conversations.lastMessageAt), desc(conversations.id))
    .limit(options.limit);
}

/** The conversation's people with their names and read marks. */
export function participantsOf(db: DbExecutor, conversationIds: readonly string[]) {
  if (conversationIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      conversationId: conversationParticipants.conversationId,
      userId: conversationParticipants.userId,
      role: conversationParticipants.role,
      lastReadAt: conversationParticipants.lastReadAt,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(conversationParticipants)
    .innerJoin(users, eq(users.id, conversationParticipants.userId))
    .where(inArray(conversationParticipants.conversationId, [...conversationIds]))
    .orderBy(conversationParticipants.joinedAt);
}

export type ParticipantRow = Awaited<ReturnType<typeof participantsOf>>[number];

/** Messages after `userId`'s read mark that someone else wrote: counted when asked, never kept. */
const unreadOf = (userIdColumn: SQL | string) => sql`
  ${conversationMessages.createdAt} > coalesce(${conversationParticipants.lastReadAt}, '-infinity'::timestamptz)
  and ${conversationMessages.senderId} is distinct from ${userIdColumn}`;

/** Per conversation, `userId`'s unread messages (0 where they do not take part). */
export async function unreadCounts(
  db: DbExecutor,
  userId: string,
  conversationIds: readonly string[],
): Promise<Map<string, number>> {
  if (conversationIds.length === 0) return new Map();
  const rows = await db
    .select({ conversationId: conversationMessages.conversationId, n: sql<number>`count(*)::int` })
    .from(conversationParticipants)
    .innerJoin(conversationMessages, eq(conversationMessages.conversationId, conversationParticipants.conversationId))
    .where(
      and(
        eq(conversationParticipants.userId, userId),
        inArray(conversationParticipants.conversationId, [...conversationIds]),
        unreadOf(userId),
      ),
    )
    .groupBy(conversationMessages.conversationId);
  return new Map(rows.map((row) => [row.conversationId, row.n]));
}

/**
 * Every unread message of `userId`: the bell's and the menu badge's figure. Conversations with
 * nothing newer than the read mark are skipped on the conversations' own activity time.
 */
export async function totalUnread(db: DbExecutor, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(conversationParticipants)
    .innerJoin(conversations, eq(conversations.id, conversationParticipants.conversationId))
    .innerJoin(conversationMessages, eq(conversationMessages.conversationId, conversationParticipants.conversationId))
    .where(
      and(
        eq(conversationParticipants.userId, userId),
        sql`${conversations.lastMessageAt} > coalesce(${conversationParticipants.lastReadAt}, '-infinity'::timestamptz)`,
        unreadOf(userId),
      ),
    );
  return row?.n ?? 0;
}

export interface LatestMessage {
  conversationId: string;
  body: string;
  kind: string;
  hidden: boolean;
  fileName: string | null;
}

/**
 * The newest message of each conversation, for the lists' previews: one index probe per
 * conversation (a lateral LIMIT 1), however long the conversations are.
 */
export async function latestMessages(
  db: DbExecutor,
  conversationIds: readonly string[],
): Promise<Map<string, LatestMessage>> {
  if (conversationIds.length === 0) return new Map();
  const ids = sql.join(
    conversationIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  const result = await db.execute(sql`
    select c.id as "conversationId", m.body, m.kind, m.hidden_at is not null as hidden, a.file_name as "fileName"
    from unnest(array[${ids}]) as c(id)
    cross join lateral (
      select body, kind, hidden_at, attachment_id from conversation_messages
      where conversation_id = c.id order by created_at desc, id desc limit 1
    ) m
    left join conversation_attachments a on a.id = m.attachment_id`);
  const rows = (result as unknown as { rows: LatestMessage[] }).rows;
  return new Map(rows.map((row) => [row.conversationId, row]));
}
