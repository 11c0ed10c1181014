import type { DbExecutor } from '../../db/database';
import { hashToken, randomToken } from '../../lib/random-token';
import type { AccountMailer } from '../auth';
import { consumeEmailTokens, insertEmailToken } from '../auth';
import { absoluteUrlIn, adminInvitationMail } from '../mail';
import type { UserRow } from '../users';

/** Longer than a reset link's hour: an invitation may wait in an inbox over a weekend. */
export const INVITATION_LIFETIME_SECONDS = 7 * 24 * 60 * 60;

/**
 * Queues the invitation in the caller's transaction. The link is a password-reset link (same
 * token kind, same page, same POST /api/Auth/reset-password), so choosing the first password
 * needs no flow of its own; `redirect=provider-auth` sends the admin to their login afterwards.
 *
 * The mail is in the new account's language, like every account mail. An invitation names no
 * language (the super admin types a name and an address, and their own language says nothing
 * about the invitee's), so the account starts in English, the spec's and the back office's
 * language, and the invitation is English; the admin picks Arabic in their settings afterwards.
 */
export async function queueAdminInvitation(
  db: DbExecutor,
  mail: AccountMailer,
  publicUrl: string,
  admin: UserRow,
): Promise<void> {
  await consumeEmailTokens(db, admin.id, 'reset-password');
  const token = randomToken();
  await insertEmailToken(db, {
    userId: admin.id,
    purpose: 'reset-password',
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + INVITATION_LIFETIME_SECONDS * 1000),
  });
  const query = new URLSearchParams({ token, email: admin.email, redirect: 'provider-auth' });
  const link = absoluteUrlIn(admin.language, publicUrl, `/ResetPassword?${query.toString()}`);
  const rendered = adminInvitationMail({ locale: admin.language, firstName: admin.firstName, link });
  await mail.enqueue(db, admin.email, rendered);
}
