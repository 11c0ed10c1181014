import { sql } from 'drizzle-orm';
import { CONVERSATION_PATHS, orderNumberForList, type ConversationRole, type Locale } from '@marketplace/contract';
import type { DatabaseHandle, DbExecutor } from '../../db/database';
import { absoluteUrlIn, enqueueMail, mailText, noticeMail } from '../mail';
import { businessNameIn, fullName } from './conversation.mapper';

// E-mail about unread messages (issue 37): only when a message stayed unread for 10 minutes, at
// most one mail an hour per person and conversation, in the reader's language, with a link
// straight to the conversation. Run by a sweep once a minute; one API process at a time.

/** How long a message stays unread before its reader is mailed (MESSAGE_MAIL_AFTER_SECONDS). */
export const UNREAD_SECONDS_BEFORE_MAIL = 600;
export const MINUTES_BETWEEN_MAILS = 60;
/** One sweep mails at most this many people; the next sweep takes the rest. */
const BATCH_SIZE = 200;
/** PostgreSQL advisory lock key: API processes sweep one at a time. */
const MAIL_LOCK_KEY = 5_310_437;
/** How much of the newest message the mail quotes. */
const QUOTE_LENGTH = 300;

interface Due {
  conversationId: string;
  userId: string;
  role: ConversationRole;
  email: string;
  firstName: string;
  language: Locale;
  orderId: string;
  businessName: string;
  businessNameAr: string;
  unread: number;
  newestBody: string;
  newestFileName: string | null;
  senderRole: ConversationRole | null;
  senderFirstName: string | null;
  senderLastName: string | null;
}

/**
 * The people with messages unread for 10 minutes that no mail told them about yet, and no mail
 * about this conversation in the last hour. Hidden messages and the marketplace's notes are no
 * reason to mail; a removed account gets nothing.
 */
async function dueReaders(db: DbExecutor, now: Date, unreadSeconds: number): Promise<Due[]> {
  const result = await db.execute(sql`
    select p.conversation_id as "conversationId", p.user_id as "userId", p.role, u.email,
      u.first_name as "firstName", u.language, c.order_id as "orderId",
      pr.business_name as "businessName", pr.business_name_ar as "businessNameAr",
      unread.n as unread, newest.body as "newestBody", a.file_name as "newestFileName",
      sp.role as "senderRole", s.first_name as "senderFirstName", s.last_name as "senderLastName"
    from conversation_participants p
    join conversations c on c.id = p.conversation_id
    join providers pr on pr.id = c.provider_id
    join users u on u.id = p.user_id and u.is_deleted = false
    cross join lateral (
      select count(*)::int as n, min(m.created_at) as oldest from conversation_messages m
      where m.conversation_id = p.conversation_id and m.kind = 'message' and m.hidden_at is null
        and m.sender_id is distinct from p.user_id
        and m.created_at > coalesce(p.last_read_at, '-infinity'::timestamptz)
        and m.created_at > coalesce(p.last_mailed_at, '-infinity'::timestamptz)
    ) unread
    cross join lateral (
      select m.body, m.sender_id, m.attachment_id from conversation_messages m
      where m.conversation_id = p.conversation_id and m.kind = 'message' and m.hidden_at is null
        and m.sender_id is distinct from p.user_id
      order by m.created_at desc, m.id desc limit 1
    ) newest
    left join conversation_attachments a on a.id = newest.attachment_id
    left join users s on s.id = newest.sender_id
    left join conversation_participants sp on sp.conversation_id = p.conversation_id and sp.user_id = newest.sender_id
    where c.last_message_at > coalesce(p.last_read_at, '-infinity'::timestamptz)
      and c.last_message_at > coalesce(p.last_mailed_at, '-infinity'::timestamptz)
      and (p.last_mailed_at is null or p.last_mailed_at <= ${now}::timestamptz - make_interval(mins => ${MINUTES_BETWEEN_MAILS}))
      and unread.n > 0
      and unread.oldest <= ${now}::timestamptz - make_interval(secs => ${unreadSeconds})
    limit ${BATCH_SIZE}`);
  return (result as unknown as { rows: Due[] }).rows;
}

/** Claims the mail: false when another sweep (or an earlier mail this hour) got there first. */
async function claim(db: DbExecutor, due: Due, now: Date): Promise<boolean> {
  const result = await db.execute(sql`
    update conversation_participants set last_mailed_at = ${now}::timestamptz
    where conversation_id = ${due.conversationId} and user_id = ${due.userId}
      and (last_mailed_at is null or last_mailed_at <= ${now}::timestamptz - make_interval(mins => ${MINUTES_BETWEEN_MAILS}))
    returning user_id`);
  return (result as unknown as { rows: unknown[] }).rows.length > 0;
}

const LINKS: Record<ConversationRole, (conversationId: string) => string> = {
  customer: CONVERSATION_PATHS.customer,
  provider: CONVERSATION_PATHS.provider,
  admin: CONVERSATION_PATHS.admin,
};

export function unreadMessagesMail(due: Due, origin: string) {
  const locale: Locale = due.language === 'ar' ? 'ar' : 'en';
  const sender =
    due.senderRole === 'provider' ? businessNameIn(locale, due) : fullName(due.senderFirstName, due.senderLastName);
  const text = due.newestBody.trim();
  const quote = text.length > QUOTE_LENGTH ? `${text.slice(0, QUOTE_LENGTH - 1)}…` : text;
  const file = due.newestFileName ? mailText(locale, 'mail.conversation.attachment', { name: due.newestFileName }) : '';
  const intro = mailText(locale, 'mail.conversation.body', {
    count: due.unread,
    order: orderNumberForList(due.orderId),
  });
  return noticeMail({
    locale,
    firstName: due.firstName,
    title: mailText(locale, 'mail.conversation.title', { sender }),
    body: [intro, [quote, file].filter(Boolean).join('\n')].join('\n\n'),
    actionLabel: mailText(locale, 'mail.conversation.action'),
    link: absoluteUrlIn(locale, origin, LINKS[due.role](due.conversationId)),
    notes: [mailText(locale, 'mail.conversation.note')],
  });
}

/** One sweep: mails everyone due, each claimed and queued in one transaction. Returns how many. */
export async function mailUnreadMessages(
  database: DatabaseHandle,
  origin: string,
  { now = new Date(), unreadSeconds = UNREAD_SECONDS_BEFORE_MAIL } = {},
): Promise<number> {
  return database.withAdvisoryLock(MAIL_LOCK_KEY, async () => {
    let mailed = 0;
    for (const due of await dueReaders(database.db, now, unreadSeconds)) {
      const sent = await database.db.transaction(async (tx) => {
        if (!(await claim(tx, due, now))) return false;
        await enqueueMail(tx, due.email, { ...unreadMessagesMail(due, origin), template: 'conversation:unread' });
        return true;
      });
      if (sent) mailed += 1;
    }
    return mailed;
  });
}
