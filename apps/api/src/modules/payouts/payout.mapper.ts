import { filsToBhd, type Payout } from '@marketplace/contract';
import type { PayoutRow } from './payouts.repository';

/** A payout row, with the provider's bank details as they are now, as the contract answers it. */
export function toPayout(row: PayoutRow): Payout {
  return {
    PayoutId: row.id,
    ProviderId: row.providerId!,
    BusinessName: row.businessName,
    Amount: filsToBhd(row.amountFils),
    Status: row.status,
    ReferenceNumber: row.referenceNumber,
    Description: row.description,
    CreatedAt: row.createdAt.toISOString(),
    ModifiedAt: row.modifiedAt.toISOString(),
    BankAccount:
      row.iban === null ? null : { AccountHolder: row.accountHolder!, BankName: row.bankName!, Iban: row.iban },
  };
}
