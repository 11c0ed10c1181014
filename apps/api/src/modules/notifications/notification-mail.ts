import { inArray } from 'drizzle-orm';
import type { DbExecutor } from '../../db/database';
import { users } from '../../db/schema/index';
import type { Locale, TaxDocumentKind } from '@marketplace/contract';
import { absoluteUrl, absoluteUrlIn, enqueueMail, mailText, noticeMail, type MailTextId } from '../mail';
import { MAILED_LINK_LIFETIME_DAYS } from '../tax-documents';
import type { NotificationEvent, NotificationType } from './notification-types';

/**
 * The notifications that also go out by e-mail, with the button each mail shows: money that moved
 * (receipt, refund, payout), an order that will not happen, and new paid work a provider must
 * confirm, and what a provider must do about its verification documents (issue 38). Item status steps, reviews, failed payments (the payer is on the result page) and
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
  'provider.verification': 'mail.notice.openVerification',
  'provider.document-expiring': 'mail.notice.openVerification',
  'provider.verification-expired': 'mail.notice.openVerification',
};

type Recipient = Pick<typeof users.$inferSelect, 'id' | 'email' | 'firstName' | 'role' | 'isDeleted' | 'language'>;

/** A customer's own "order placed" is a reminder to pay, not news; providers get it once paid. */
function wantsMail(event: NotificationEvent, recipient: Recipient): boolean {
  if (recipient.isDeleted || MAILED[event.type] === undefined) return false;
  return event.type !== 'order.placed' || recipient.role === 'provider';
}

/** What notification mails need from the running app. */
export interface NotificationMailContext {
  /** PUBLIC_URL: mail links must be absolute. */
  origin: string;
  /** The path that opens a tax document's PDF from the mail, without signing in (issue 36). */
  documentPath: (documentId: string) => string;
}

/**
 * raiseNotifications only receives the caller's transaction, so the app hands over what mails
 * need when the notifications module starts. Every app in one process serves the same PUBLIC_URL
 * and JWT secret; code running without the app queues no notification mail.
 */
let context: NotificationMailContext | undefined;
export function configureNotificationMail(value: NotificationMailContext): void {
  context = value;
}

const DOCUMENT_LINK_LABELS = {
  'tax-invoice': 'mail.notice.downloadInvoice',
  'credit-note': 'mail.notice.downloadCreditNote',
} as const satisfies Record<TaxDocumentKind, MailTextId>;

/** The receipt's tax invoice or the refund's credit note, to download straight from the mail. */
function documentLink(locale: Locale, event: NotificationEvent, mail: NotificationMailContext) {
  if (!event.document) return undefined;
  const { id, kind, number } = event.document;
  return {
    links: [
      {
        label: mailText(locale, DOCUMENT_LINK_LABELS[kind], { number }),
        url: absoluteUrl(mail.origin, mail.documentPath(id)),
      },
    ],
    notes: [mailText(locale, 'mail.notice.documentLinkValidity', { days: String(MAILED_LINK_LIFETIME_DAYS) })],
  };
}

/** Queues the mails of `events` in the caller's transaction; the dispatcher's poll sends them. */
export async function mailNotifications(db: DbExecutor, events: readonly NotificationEvent[]): Promise<void> {
  const mail = context;
  const candidates = events.filter((event) => MAILED[event.type] !== undefined);
  if (!mail || candidates.length === 0) return;
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
    const document = documentLink(locale, event, mail);
    const rendered = noticeMail({
      locale,
      firstName: recipient.firstName,
      title: locale === 'ar' ? event.titleAr! : event.title,
      body: locale === 'ar' ? (event.bodyAr ?? '') : event.body,
      actionLabel: mailText(locale, action),
      link: absoluteUrlIn(locale, mail.origin, event.link ?? '/notifications'),
      moreLinks: document?.links,
      notes: document?.notes,
    });
    await enqueueMail(db, recipient.email, { ...rendered, template: `notification:${event.type}` });
  }
}
