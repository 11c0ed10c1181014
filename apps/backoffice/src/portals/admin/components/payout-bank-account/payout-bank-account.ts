import type { Translate } from '@/i18n/text';
import type { PayoutRecord } from '@/portals/admin/data-provider/payouts-resource';

/**
 * Where an admin transfers a payout, as one line: "Manama Pipes · BBK · BH67 BMAG 0000 1299 1234 56"
 * (the IBAN in its printed groups of four, easier to copy by eye), or a warning when the provider
 * has given none (payouts booked before bank details were required), in the language of `t`.
 */
export function payoutBankAccountText(record: Pick<PayoutRecord, 'BankAccount'>, t: Translate): string {
  const account = record.BankAccount;
  if (!account) return t('admin.components.payoutBankAccount.none');
  const grouped = account.Iban.replace(/(.{4})(?=.)/g, '$1 ');
  return `${account.AccountHolder} · ${account.BankName} · ${grouped}`;
}
