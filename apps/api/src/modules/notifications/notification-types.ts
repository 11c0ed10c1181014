import type { TaxDocumentKind } from '@marketplace/contract';

/** What happened, as stored in `notifications.type`; the bell and e-mails pick their wording by it. */
export const NOTIFICATION_TYPES = [
  'order.placed',
  'order.paid',
  'payment.failed',
  'order-item.status',
  'order.cancelled',
  'refund.issued',
  'review.received',
  'provider.status',
  'payout.requested',
  'payout.settled',
  'payout.rejected',
  'inquiry.answered',
  // To a provider about its documents (issue 38): a review's outcome, an expiry coming, an expiry.
  'provider.verification',
  'provider.document-expiring',
  'provider.verification-expired',
  // To every admin (staff-notices.ts): new work in the back office's inbox.
  'admin.provider-pending',
  'admin.inquiry-new',
  'admin.message-reported',
  'admin.verification-submitted',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

export interface NotificationEvent {
  userId: string;
  type: NotificationType;
  title: string;
  body: string;
  /**
   * The same in Arabic (issue 33), for readers of Arabic: the bell (the API answers Title with it,
   * lib/content-language.ts) and the e-mail of a recipient whose account is in Arabic. Absent: the
   * English is all there is (staff news, read in the English back office).
   */
  titleAr?: string;
  bodyAr?: string;
  /** A path in one of the apps (e.g. /profile/orders/{id}) the bell opens. */
  link?: string | null;
  data?: Record<string, unknown>;
  /** A tax document its e-mail links to (a receipt's invoice, a refund's credit note; issue 36). */
  document?: { id: string; kind: TaxDocumentKind; number: string };
}
