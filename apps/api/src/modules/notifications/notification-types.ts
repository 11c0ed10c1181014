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
  // To every admin (staff-notices.ts): new work in the back office's inbox.
  'admin.provider-pending',
  'admin.inquiry-new',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

export interface NotificationEvent {
  userId: string;
  type: NotificationType;
  title: string;
  body: string;
  /** A path in one of the apps (e.g. /profile/orders/{id}) the bell opens. */
  link?: string | null;
  data?: Record<string, unknown>;
}
