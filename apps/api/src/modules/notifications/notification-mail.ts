import { inArray } from 'drizzle-orm';
import type { DbExecutor } from '../../db/database';
import { users } from '../../db/schema/index';
import { absoluteUrl, noticeMail } from '../mail';
import { enqueueMail } from '../mail';
import type { NotificationEvent, NotificationType } from './notification-types';

/**
 * The notifications that also go out by e-mail, with the button each mail shows: money that moved
 * (receipt, refund, payout), an order that will not happen, and new paid work a provider must
 * confirm. Item status steps, reviews, failed payments (the payer is on the result page) and
 * staff-only news stay in the bell. Provider approval mails are sent by the status service
 * itself, and an inquiry's answer is the team's own e-mail reply, so neither is mailed twice.
 */
const MAILED: Partial<Record<NotificationType, string>> = {
  'order.paid': 'View your order',
  'order.placed': 'Open your orders',
  'order.cancelled': 'View the order',
  'refund.issued': 'View your order',
  'payout.settled': 'View your transactions',
  'payout.rejected': 'View your transactions',
};

type Recipient = Pick<typeof users.$inferSelect, 'id' | 'email' | 'firstName' | 'role' | 'isDeleted'>;

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
    if (!recipient || !wantsMail(event, recipient)) continue;
    const mail = noticeMail({
      firstName: recipient.firstName,
      title: event.title,
      body: event.body,
      actionLabel: MAILED[event.type],
      link: absoluteUrl(origin, event.link ?? '/notifications'),
    });
    await enqueueMail(db, recipient.email, { ...mail, template: `notification:${event.type}` });
  }
}
