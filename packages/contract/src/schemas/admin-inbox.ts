import { Type, type Static } from 'typebox';
import { CountSchema } from './common';

// The back office's "needs action" inbox (shape ours): what waits for an admin, as menu badges.

/** GET /api/Admin/inbox */
export const AdminInboxSchema = Type.Object(
  {
    /** Providers in `pending` state whose account is not deleted: waiting for approval. */
    PendingProviders: CountSchema,
    /** Payouts providers asked for that no admin has settled or rejected yet. */
    PendingPayouts: CountSchema,
    /** Contact-page inquiries with status `new`. */
    NewInquiries: CountSchema,
    /** Conversation messages someone reported that no admin has hidden or dismissed yet (issue 37). */
    ReportedMessages: CountSchema,
    /** Businesses that sent documents for review which no admin has decided yet (issue 38). */
    VerificationReviews: CountSchema,
  },
  { title: 'AdminInbox' },
);
export type AdminInbox = Static<typeof AdminInboxSchema>;

/**
 * The notification types (stream and bell) that add to an inbox count, raised to every admin and
 * super admin whose account is not disabled; a client refreshes its badges when one arrives.
 */
export const ADMIN_INBOX_NOTIFICATION_TYPES = {
  PendingProviders: 'admin.provider-pending',
  PendingPayouts: 'payout.requested',
  NewInquiries: 'admin.inquiry-new',
  ReportedMessages: 'admin.message-reported',
  VerificationReviews: 'admin.verification-submitted',
} as const satisfies Record<keyof AdminInbox, string>;
export type AdminInboxNotificationType =
  (typeof ADMIN_INBOX_NOTIFICATION_TYPES)[keyof typeof ADMIN_INBOX_NOTIFICATION_TYPES];
