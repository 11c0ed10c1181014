import type { PayoutRecord } from '@/portals/admin/data-provider/payouts-resource';

/**
 * Where an admin transfers a payout, as one line: "Manama Pipes · BBK · BH67 BMAG 0000 1299 1234 56"
 * (the IBAN in its printed groups of four, easier to copy by eye), or a warning when the provider
 * has given none (payouts booked before bank details were required).
 */
export function payoutBankAccountText(record: Pick<PayoutRecord, 'BankAccount'>): string {
  const account = record.BankAccount;
  if (!account) return 'No bank details given';
  const grouped = account.Iban.replace(/(.{4})(?=.)/g, '$1 ');
  return `${account.AccountHolder} · ${account.BankName} · ${grouped}`;
}
