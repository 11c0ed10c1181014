import type { DbExecutor } from '../../db/database';
import { hashToken, randomToken } from '../../lib/random-token';
import type { AccountMailer } from '../auth';
import { consumeEmailTokens, insertEmailToken } from '../auth';
import { absoluteUrl, noticeMail } from '../mail';
import type { UserRow } from '../users';

/** Longer than a reset link's hour: an invitation may wait in an inbox over a weekend. */
export const INVITATION_LIFETIME_SECONDS = 7 * 24 * 60 * 60;

/**
 * Queues the invitation in the caller's transaction. The link is a password-reset link (same
 * token kind, same page, same POST /api/Auth/reset-password), so choosing the first password
 * needs no flow of its own; `redirect=provider-auth` sends the admin to their login afterwards.
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
  const link = absoluteUrl(publicUrl, `/ResetPassword?${query.toString()}`);
  const rendered = noticeMail({
    firstName: admin.firstName,
    title: 'You have been invited to administer the marketplace',
    body: [
      'A super admin has created an admin account for you.',
      'Choose your password with the button below, then sign in on the provider and admin login page.',
      'This link is valid for 7 days and works once.',
    ].join('\n\n'),
    actionLabel: 'Choose your password',
    link,
  });
  await mail.enqueue(db, admin.email, rendered);
}
