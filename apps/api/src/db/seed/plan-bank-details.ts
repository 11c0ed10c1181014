import { bahrainIban } from '@marketplace/contract';
import type { ProviderInfo } from './plan-providers';
import type { BankDetailsRow, PlanContext } from './seed-types';

/** Banks licensed in Bahrain, by the 4-letter code an IBAN carries. */
const BANKS = [
  { code: 'NBOB', name: 'National Bank of Bahrain' },
  { code: 'BBKU', name: 'BBK' },
  { code: 'AUBB', name: 'Ahli United Bank' },
  { code: 'KFHB', name: 'Kuwait Finance House Bahrain' },
  { code: 'BIBB', name: 'Bahrain Islamic Bank' },
] as const;

/**
 * Payout bank details of every business that has been paid out (the active ones: the API refuses
 * a payout without them), a valid Bahrain IBAN each. Drawn after everything else in the plan, so
 * the rest of the demo stays the same.
 */
export function planBankDetails(ctx: PlanContext, providers: readonly ProviderInfo[]): BankDetailsRow[] {
  return providers
    .filter((provider) => provider.row.accState === 'active')
    .map((provider) => {
      const bank = ctx.rng.pick(BANKS);
      const account = Array.from({ length: 14 }, () => ctx.rng.int(0, 9)).join('');
      return {
        providerId: provider.row.id,
        accountHolder: provider.row.businessName,
        bankName: bank.name,
        iban: bahrainIban(bank.code, account),
        createdAt: provider.approvedAt ?? provider.row.createdAt,
        modifiedAt: provider.approvedAt ?? provider.row.createdAt,
        modifiedBy: provider.user.id,
      };
    });
}
