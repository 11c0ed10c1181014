import { inArray } from 'drizzle-orm';
import type { DbExecutor } from '../../db/database';
import { users } from '../../db/schema/index';
import { absoluteUrlIn, enqueueMail, mailText, noticeMail, type MailTextId } from '../mail';
import type { NotificationEvent, NotificationType } from './notification-types';

/**
 * The notifications that also go out by e-mail, with the button each mail shows: money that moved
 * (receipt, refund, payout), an order that will not happen, and new paid work a provider must
 * confirm. Item status steps, reviews, failed payments (the payer is on the result page) and
 * staff-only news stay in the bell. Provider approval mails are sent by the status service
 * itself, and an inquiry's answer is the team's own e-mail reply, so neither is mailed twice.
 */
const MAILED: Partial<Record<NotificationType, MailTextId>> = {
  'order.paid': 'mail.notice.viewYourOrder',
  'order.placed': 'mail.notice.openYourOrders',
  'order.cancelled': 'mail.notice.viewTheOrder',
  'refund.issued': 'mail.notice.viewYourOrder',
  'payout.settled': 'mail.notice.viewYourTransactions',
  'payout.rejected': 'mail.notice.viewYourTransactions',
};

type Recipient = Pick<typeof users.$inferSelect, 'id' | 'email' | 'firstName' | 'role' | 'isDeleted' | 'language'>;

/** A customer's own "order placed" is a reminder to pay, not news; providers get it once paid. */
function wantsMail(event: NotificationEvent, recipient: Recipient): boolean {
  if (recipient.isDeleted || MAILED[event.type] === undefined) return false;
  return event.type !== 'order.placed' || recipient.role === 'provider';
}

/**
 * Mail links must be absolute, and raiseNotifications only receives the caller's transaction, so
 * the app hands over its public address when the notifications module starts. Every app in one
 * process serves the same PUBLIC_URL; code running without the app queues no notification mail.
 */
let publicUrl: string | undefined;
export function setNotificationMailOrigin(url: string): void {
  publicUrl = url;
}

/** Queues the mails of `events` in the caller's transaction; the dispatcher's poll sends them. */
export async function mailNotifications(db: DbExecutor, events: readonly NotificationEvent[]): Promise<void> {
  const origin = publicUrl;
  const candidates = events.filter((event) => MAILED[event.type] !== undefined);
  if (!origin || candidates.length === 0) return;
  const rows = await db
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      role: users.role,
      isDeleted: users.isDeleted,
      language: users.language,
    })
    .from(users)
    .where(
      inArray(
        users.id,
        candidates.map((event) => event.userId),
      ),
    );
  const recipients = new Map(rows.map((row) => [row.id, row]));
  for (const event of candidates) {
    const recipient = recipients.get(event.userId);
    const action = MAILED[event.type];
    if (!recipient || !action || !wantsMail(event, recipient)) continue;
    // In the account's language when the notice has that language's words (staff news has none).
    const locale = recipient.language === 'ar' && event.titleAr ? 'ar' : 'en';
    const mail = noticeMail({
      locale,
      firstName: recipient.firstName,
      title: locale === 'ar' ? event.titleAr! : event.title,
      body: locale === 'ar' ? (event.bodyAr ?? '') : event.body,
      actionLabel: mailText(locale, action),
      link: absoluteUrlIn(locale, origin, event.link ?? '/notifications'),
    });
    await enqueueMail(db, recipient.email, { ...mail, template: `notification:${event.type}` });
  }
}
