import { maskIban, type BankDetails } from '@marketplace/contract';
import type { BankDetailsRow } from './bank-details.repository';

/** The provider's bank details as the contract answers them, with the IBAN also masked. */
export function toBankDetails(row: BankDetailsRow): BankDetails {
  return {
    ProviderId: row.providerId,
    AccountHolder: row.accountHolder,
    BankName: row.bankName,
    Iban: row.iban,
    IbanMasked: maskIban(row.iban),
    ModifiedAt: row.modifiedAt.toISOString(),
  };
}
