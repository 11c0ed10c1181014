import { ADMIN_INBOX_NOTIFICATION_TYPES } from '@marketplace/contract';
import { and, eq, inArray } from 'drizzle-orm';
import type { DbExecutor } from '../../db/database';
import { users } from '../../db/schema/index';
import { ADMIN_ROLES } from '../../identity/access-rules';
import { raiseNotifications, type NotificationEvent } from './notification-events';
import { signalUsers } from './notification-signal';

// What the back office's admins hear about: work that just arrived in their "needs action" inbox
// (GET /api/Admin/inbox). Any admin may act, so each one gets the notification: one row per admin
// and event. The bell and the live stream carry it, which is what keeps the menu badges current.

export const ADMIN_PROVIDERS_LINK = '/admin/providers';
export const ADMIN_INQUIRIES_LINK = '/admin/inquiries';

/** A notification for every admin: what `staffNotify` fills in per recipient. */
export type StaffNotice = Omit<NotificationEvent, 'userId'>;

/** Every admin and super admin still on the staff (a disabled admin is stored as deleted). */
export async function staffUserIds(db: DbExecutor): Promise<string[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.role, ADMIN_ROLES), eq(users.isDeleted, false)));
  return rows.map((row) => row.id);
}

/** Raises `notice` to every admin in the caller's transaction (nothing if it rolls back). */
export async function notifyStaff(db: DbExecutor, notice: StaffNotice): Promise<void> {
  const staff = await staffUserIds(db);
  await raiseNotifications(
    db,
    staff.map((userId) => ({ ...notice, userId })),
  );
}

/**
 * Work left the inbox (a pending provider decided, a payout settled or rejected, a new inquiry
 * taken up or deleted): every admin's open streams get a fresh `unread-count`, with no
 * notification row, so the other admins' badges can follow (the back office re-reads
 * GET /api/Admin/inbox on stream events). Sent on commit, like every signal.
 */
export async function signalStaffInbox(db: DbExecutor): Promise<void> {
  const staff = await staffUserIds(db);
  await signalUsers(
    db,
    staff.map((userId) => ({ userId, notificationId: null })),
  );
}

/** A business waiting for approval: registered as a provider, or a profile completed later. */
export function providerPendingNotice(provider: { id: string; businessName: string }): StaffNotice {
  return {
    type: ADMIN_INBOX_NOTIFICATION_TYPES.PendingProviders,
    title: 'Provider waiting for approval',
    body: `${provider.businessName} signed up as a provider and waits for approval.`,
    link: ADMIN_PROVIDERS_LINK,
    data: { ProviderId: provider.id },
  };
}

/** A contact-page message. The sender's name and subject are theirs: shown as text, never as markup. */
export function inquiryNewNotice(inquiry: { id: string; name: string; subject: string }): StaffNotice {
  return {
    type: ADMIN_INBOX_NOTIFICATION_TYPES.NewInquiries,
    title: 'New inquiry',
    body: `${inquiry.name} wrote: "${inquiry.subject}".`,
    link: ADMIN_INQUIRIES_LINK,
    data: { InqId: inquiry.id },
  };
}
