import { PAYOUT_DESCRIPTIONS, type TransactionStatus } from '@marketplace/contract';
import type { ProviderInfo } from './plan-providers';
import { PAYOUT_BANKS } from './text-data';
import { DAY, before, type PlanContext, type TransactionDraft } from './seed-types';

/** Where a business's payouts went: its bank and the last four digits of the account. */
export interface PayoutAccount {
  readonly bank: (typeof PAYOUT_BANKS)[number];
  readonly ending: string;
}

export interface PlannedPayouts {
  readonly payouts: TransactionDraft[];
  readonly account: PayoutAccount;
}

/** Completed payouts of the running balance every ~100 days, and a pending one for the balance of the last weeks. */
export function planPayouts(ctx: PlanContext, provider: ProviderInfo, drafts: TransactionDraft[]): PlannedPayouts {
  const { rng, now } = ctx;
  const earnings = drafts.filter((draft) => draft.type === 'earning' && draft.providerId === provider.row.id);
  const account: PayoutAccount = { bank: rng.pick(PAYOUT_BANKS), ending: String(rng.int(1000, 9999)) };
  const cuts: [Date, TransactionStatus][] = [
    [before(now, 300 * DAY), 'completed'],
    [before(now, 200 * DAY), 'completed'],
    [before(now, 100 * DAY), 'completed'],
    [before(now, 25 * DAY), 'completed'],
    [before(now, rng.int(1, 4) * DAY), 'pending'],
  ];
  const result: TransactionDraft[] = [];
  let from = 0;
  for (const [cut, status] of cuts) {
    const balance = earnings
      .filter((earning) => earning.createdAt.getTime() >= from && earning.createdAt.getTime() < cut.getTime())
      .reduce((sum, earning) => sum + (earning.netFils ?? 0), 0);
    from = cut.getTime();
    if (balance === 0) continue;
    result.push({
      providerId: provider.row.id,
      type: 'payout',
      status,
      amountFils: balance,
      feeFils: 0,
      netFils: balance,
      commissionRateBp: 0,
      description: PAYOUT_DESCRIPTIONS.toAccount(account.bank.name, account.ending),
      paymentMethod: 'bank-transfer',
      createdAt: cut,
    });
  }
  return { payouts: result, account };
}
