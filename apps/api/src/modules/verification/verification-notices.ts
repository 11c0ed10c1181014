import {
  ADMIN_INBOX_NOTIFICATION_TYPES,
  DEFAULT_TIMEZONE,
  INTL_LOCALE,
  LOCALES,
  VERIFICATION_PATHS,
  type Locale,
} from '@marketplace/contract';
import type { DbExecutor } from '../../db/database';
import { mailText } from '../mail';
import { notifyStaff, raiseNotifications, type NotificationEvent } from '../notifications';
import { expiryInstant } from './verification-rules';

// What a provider is told about its documents (issue 38): a review's outcome, an expiry coming and
// an expiry, in the bell in both languages and by e-mail in the account's (notification-mail.ts
// mails these types). Admins hear of a new request for review.

export interface NoticeBusiness {
  providerId: string;
  userId: string;
  businessName: string;
  businessNameAr: string;
}

type Texts = Record<Locale, { title: string; body: string }>;

const nameIn = (locale: Locale, business: NoticeBusiness) =>
  locale === 'ar' ? business.businessNameAr || business.businessName : business.businessName;

function inBoth(make: (locale: Locale) => { title: string; body: string }): Texts {
  return Object.fromEntries(LOCALES.map((locale) => [locale, make(locale)])) as Texts;
}

/** A calendar date as a reader of the language writes it ("15 March 2027" / "15 مارس 2027"). */
export function spelledDate(locale: Locale, date: string): string {
  // The document's last valid day at noon: the day is the same in any time zone's reading.
  const noon = new Date(expiryInstant(date).getTime() - 12 * 3600_000);
  const options: Intl.DateTimeFormatOptions =
    locale === 'ar' ? { day: 'numeric', month: 'long', year: 'numeric' } : { dateStyle: 'long' };
  return new Intl.DateTimeFormat(INTL_LOCALE[locale], {
    ...options,
    calendar: 'gregory',
    timeZone: DEFAULT_TIMEZONE,
  }).format(noon);
}

function toEvent(
  business: NoticeBusiness,
  type: NotificationEvent['type'],
  texts: Texts,
  data = {},
): NotificationEvent {
  return {
    userId: business.userId,
    type,
    title: texts.en.title,
    body: texts.en.body,
    titleAr: texts.ar.title,
    bodyAr: texts.ar.body,
    link: VERIFICATION_PATHS.provider,
    data: { ProviderId: business.providerId, ...data },
  };
}

export interface RequestedChange {
  name: string;
  nameAr: string;
  reason: string;
}

/** The review is over: verified, or these documents to redo and why. */
export async function noticeReviewOutcome(db: DbExecutor, business: NoticeBusiness, changes: RequestedChange[]) {
  const texts =
    changes.length === 0
      ? inBoth((locale) => ({
          title: mailText(locale, 'notice.verification.verified.title'),
          body: mailText(locale, 'notice.verification.verified.body', { business: nameIn(locale, business) }),
        }))
      : inBoth((locale) => ({
          title: mailText(locale, 'notice.verification.changes.title'),
          body: [
            mailText(locale, 'notice.verification.changes.body', {
              count: changes.length,
              business: nameIn(locale, business),
            }),
            changes
              .map((change) =>
                mailText(locale, 'notice.verification.changes.line', {
                  document: locale === 'ar' ? change.nameAr || change.name : change.name,
                  reason: change.reason,
                }),
              )
              .join('\n'),
          ].join('\n\n'),
        }));
  await raiseNotifications(db, [toEvent(business, 'provider.verification', texts, { Verified: changes.length === 0 })]);
}

export interface NoticeDocument {
  documentId: string;
  name: string;
  nameAr: string;
  expiresOn: string;
}

const documentName = (locale: Locale, document: NoticeDocument) =>
  locale === 'ar' ? document.nameAr || document.name : document.name;

/** An accepted document expires in `days` days. */
export async function noticeExpiring(db: DbExecutor, business: NoticeBusiness, document: NoticeDocument, days: number) {
  const texts = inBoth((locale) => ({
    title: mailText(locale, 'notice.verification.expiring.title', {
      document: documentName(locale, document),
      date: spelledDate(locale, document.expiresOn),
    }),
    body: mailText(locale, 'notice.verification.expiring.body', {
      count: days,
      document: documentName(locale, document),
      business: nameIn(locale, business),
    }),
  }));
  await raiseNotifications(db, [
    toEvent(business, 'provider.document-expiring', texts, { DocumentId: document.documentId, Days: days }),
  ]);
}

/** The business is no longer verified: this document ran out. */
export async function noticeExpired(db: DbExecutor, business: NoticeBusiness, document: NoticeDocument) {
  const texts = inBoth((locale) => ({
    title: mailText(locale, 'notice.verification.expired.title'),
    body: mailText(locale, 'notice.verification.expired.body', {
      document: documentName(locale, document),
      business: nameIn(locale, business),
    }),
  }));
  await raiseNotifications(db, [
    toEvent(business, 'provider.verification-expired', texts, { DocumentId: document.documentId }),
  ]);
}

/** Every admin: a business sent documents for review (the inbox's VerificationReviews). */
export async function noticeReviewRequested(db: DbExecutor, business: NoticeBusiness) {
  await notifyStaff(db, {
    type: ADMIN_INBOX_NOTIFICATION_TYPES.VerificationReviews,
    title: 'Documents waiting for review',
    body: `${business.businessName} sent its documents for review.`,
    link: VERIFICATION_PATHS.adminReview(business.providerId),
    data: { ProviderId: business.providerId },
  });
}
