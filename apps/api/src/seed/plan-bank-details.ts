import { bahrainIban } from '@marketplace/contract';
import type { PayoutAccount } from './plan-payouts';
import type { ProviderInfo } from './plan-providers';
import type { BankDetailsRow, PlanContext } from './seed-types';

/**
 * Payout bank details of every business that has been paid out (the active ones: the API refuses
 * a payout without them): the bank and account its payouts went to (plan-payouts), as a valid
 * Bahrain IBAN ending in those four digits. Drawn after everything else in the plan, so the rest
 * of the demo stays the same.
 */
export function planBankDetails(
  ctx: PlanContext,
  providers: readonly ProviderInfo[],
  payoutAccounts: ReadonlyMap<string, PayoutAccount>,
): BankDetailsRow[] {
  return providers.flatMap((provider) => {
    const account = payoutAccounts.get(provider.row.id);
    if (!account) return [];
    const leading = Array.from({ length: 10 }, () => ctx.rng.int(0, 9)).join('');
    const since = provider.approvedAt ?? provider.row.createdAt;
    return [
      {
        providerId: provider.row.id,
        accountHolder: provider.row.businessName,
        bankName: account.bank.name,
        iban: bahrainIban(account.bank.code, `${leading}${account.ending}`),
        createdAt: since,
        modifiedAt: since,
        modifiedBy: provider.user.id,
      },
    ];
  });
}
