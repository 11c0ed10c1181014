import type { Api } from '@marketplace/client';
import type { BankDetails, Payout, ProviderBalance } from '@marketplace/contract';
import { withId } from '@/data-provider/paging';
import type { ResourceHandlers, WithId } from '@/data-provider/resource-handlers';
import type { CurrentProviderSource } from './current-provider';
import { ledgerList, type LedgerRecord } from './provider-ledger';

// payouts (providers): the provider's payout history (its payout rows, any state, newest first;
// filter Status), a new request (create { Amount }: POST /api/Payout for the signed-in business),
// and two records of the same money page read by id:
//   'balance'       GET /api/Payout/provider/{providerId}/balance (available, pending, earned, paid)
//   'bank-details'  GET /api/Provider/{providerId}/bank-details; update: PUT the same path.
// A provider never sees another's payouts (the API answers 403), so no id comes from the screen.

export const BALANCE_ID = 'balance';
export const BANK_DETAILS_ID = 'bank-details';

/** The bank details as a record; `Saved` false (and empty fields) while the provider has given none. */
export type BankDetailsRecord = { id: string } & Partial<BankDetails> & { Saved: boolean };
export type BalanceRecord = WithId<ProviderBalance>;
/** A payout request just made (create). */
export type PayoutRecord = WithId<Payout>;

function bankDetailsRecord(details: BankDetails | null): BankDetailsRecord {
  return details ? { ...details, id: BANK_DETAILS_ID, Saved: true } : { id: BANK_DETAILS_ID, Saved: false };
}

export function providerPayoutsResource(
  api: Api,
  me: CurrentProviderSource,
): ResourceHandlers<LedgerRecord, BalanceRecord | BankDetailsRecord | PayoutRecord> {
  return {
    getList: async (params) => {
      const { providerId } = await me();
      return ledgerList(api, providerId, 'payout', params);
    },
    getOne: async (id) => {
      const { providerId } = await me();
      if (id === BALANCE_ID) return withId<ProviderBalance>(await api.payouts.balance(providerId), BALANCE_ID);
      if (id === BANK_DETAILS_ID) return bankDetailsRecord(await api.payouts.bankDetails(providerId));
      throw new Error('Payouts are read from the list.');
    },
    create: async (data) => {
      const { providerId } = await me();
      const payout = await api.payouts.create({ ProviderId: providerId, Amount: Number(data.Amount) });
      return withId(payout, payout.PayoutId);
    },
    update: async (id, data) => {
      if (id !== BANK_DETAILS_ID) throw new Error('Only the bank details can be changed here.');
      const { providerId } = await me();
      const body = {
        AccountHolder: String(data.AccountHolder ?? ''),
        BankName: String(data.BankName ?? ''),
        Iban: String(data.Iban ?? ''),
      };
      return bankDetailsRecord(await api.payouts.setBankDetails(providerId, body));
    },
  };
}
