import { PAYOUT_DESCRIPTIONS, type TransactionStatus } from '@marketplace/contract';
import type { DbExecutor } from '../../db/database';
import { recordAudit } from '../audit';
import { type AdminContext } from '../../identity/admin-context';
import { raiseNotifications } from '../notifications';
import { signalStaffInbox } from '../notifications';
import { payoutDecidedEvent, type PayoutVerb } from './payout-notices';
import { type PayoutRow } from './payouts.repository';
import { updatePayout } from '../transactions';

const OUTCOME: Record<PayoutVerb, TransactionStatus> = { settle: 'completed', reject: 'cancelled' };

/**
 * The bank reference or the reason goes into the description, so the provider reads it in their
 * transaction list (the table has no column of its own for either).
 */
function describe(verb: PayoutVerb, description: string, note: string): string {
  if (verb === 'reject') return PAYOUT_DESCRIPTIONS.rejected(description, note);
  return note ? PAYOUT_DESCRIPTIONS.paid(description, note) : description;
}

/**
 * Settles or rejects a pending payout the caller has locked: the new state, its audit entry and the
 * provider's notification, all in the caller's transaction.
 */
export async function applyPayoutDecision(
  tx: DbExecutor,
  admin: AdminContext,
  payout: PayoutRow,
  verb: PayoutVerb,
  note: string,
): Promise<void> {
  const status = OUTCOME[verb];
  const description = describe(verb, payout.description, note);
  await updatePayout(tx, payout.id, { status, description });
  await recordAudit(tx, {
    actor: admin.actor,
    action: `payout.${verb}`,
    targetType: 'payout',
    targetId: payout.id,
    before: { Status: payout.status, Description: payout.description },
    after: { Status: status, Description: description, ...(verb === 'settle' ? { Reference: note || null } : {}) },
    reason: verb === 'reject' ? note : null,
    ip: admin.ip,
  });
  await raiseNotifications(tx, [payoutDecidedEvent(verb, payout, note)]);
  await signalStaffInbox(tx);
}
