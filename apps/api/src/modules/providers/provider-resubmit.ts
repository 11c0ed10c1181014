import { PROVIDER_ERRORS, resubmitNotRejected } from '@marketplace/contract';
import type { DbTransaction } from '../../db/database';
import { conflict, forbidden, notFound } from '../../lib/http-error';
import type { AuthUser } from '../../identity/access-token';
import { recordAudit } from '../audit';
import { notifyStaff, providerPendingNotice } from '../notifications';
import { findProvider, updateProvider } from './providers.repository';

/**
 * A rejected provider, after correcting the profile, asks for another review: rejected -> pending.
 * Only the provider does this (admins decide, they do not apply), so the caller must own the row.
 * The admin's reason is cleared (it answered the previous submission) but stays in the audit log.
 * Every admin gets the same `admin.provider-pending` notice as a new sign-up, so the inbox badge
 * goes up live; all in the caller's transaction, with the row locked against a racing decision.
 */
export async function resubmitProvider(tx: DbTransaction, caller: AuthUser, id: string, ip?: string): Promise<void> {
  const row = await findProvider(tx, id, true);
  if (!row) throw notFound(PROVIDER_ERRORS.notFound);
  if (row.provider.userId !== caller.id) throw forbidden(PROVIDER_ERRORS.resubmitNotYours);
  const { accState, stateReason, businessName } = row.provider;
  if (accState !== 'rejected') throw conflict(resubmitNotRejected(accState));
  await updateProvider(tx, id, { accState: 'pending', stateReason: null, modifiedBy: caller.id });
  await recordAudit(tx, {
    actor: caller,
    action: 'provider.resubmitted',
    targetType: 'provider',
    targetId: id,
    before: { AccState: accState, StateReason: stateReason },
    after: { AccState: 'pending', StateReason: null },
    ip: ip ?? null,
  });
  await notifyStaff(tx, {
    ...providerPendingNotice({ id, businessName }),
    title: 'Provider resubmitted for approval',
    body: `${businessName} corrected its business profile and waits for approval again.`,
  });
}
