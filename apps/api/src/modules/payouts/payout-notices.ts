import { filsToBhd, formatFils } from '@marketplace/contract';
import type { NotificationEvent } from '../notifications';
import type { PayoutRow } from './payouts.repository';

// What the bell says about payouts. Links are routes of the back office (admins and providers).

export const ADMIN_PAYOUTS_LINK = '/admin/payouts';
export const PROVIDER_TRANSACTIONS_LINK = '/provider-dashboard/transactions';

export type PayoutVerb = 'settle' | 'reject';

const money = (fils: number) => formatFils(fils, 3);
const moneyAr = (fils: number) => formatFils(fils, 3, 'ar');

/** One notification per admin: any of them may settle the request. */
export function payoutRequestedEvents(
  staffUserIds: readonly string[],
  provider: { id: string; businessName: string },
  payoutId: string,
  amountFils: number,
): NotificationEvent[] {
  return staffUserIds.map((userId) => ({
    userId,
    type: 'payout.requested',
    title: 'Payout requested',
    body: `${provider.businessName} asked for a payout of ${money(amountFils)}.`,
    link: ADMIN_PAYOUTS_LINK,
    data: { PayoutId: payoutId, ProviderId: provider.id, Amount: filsToBhd(amountFils) },
  }));
}

/** Tells the provider's user how an admin decided; `note` is the bank reference or the reason. */
export function payoutDecidedEvent(verb: PayoutVerb, payout: PayoutRow, note: string): NotificationEvent {
  const amount = money(payout.amountFils);
  const amountAr = moneyAr(payout.amountFils);
  const settled = verb === 'settle';
  return {
    userId: payout.providerUserId,
    type: settled ? 'payout.settled' : 'payout.rejected',
    title: settled ? 'Your payout is paid' : 'Your payout request was rejected',
    body: settled
      ? `We transferred ${amount} to your bank account.${note ? ` Bank reference: ${note}.` : ''}`
      : `Your payout request of ${amount} was rejected and the amount is available again.\n\nReason: ${note}`,
    titleAr: settled ? 'تم دفع مستحقاتك' : 'رُفض طلب السحب',
    bodyAr: settled
      ? `حوّلنا ${amountAr} إلى حسابك المصرفي.${note ? ` المرجع المصرفي: ${note}.` : ''}`
      : `رُفض طلب سحب مبلغ ${amountAr}، وأصبح المبلغ متاحًا لك مجددًا.\n\nالسبب: ${note}`,
    link: PROVIDER_TRANSACTIONS_LINK,
    data: { PayoutId: payout.id, Amount: filsToBhd(payout.amountFils), ReferenceNumber: payout.referenceNumber },
  };
}
