import AccountBalanceOutlined from '@mui/icons-material/AccountBalanceOutlined';
import { lazy } from 'react';
import type { MessageId } from '@/i18n/text';
import type { LedgerRecord } from '@/portals/provider/data-provider/provider-ledger';

// Payouts (providers): available and pending balance, the payout bank details (a Bahrain IBAN),
// a payout request of at most the available balance, and the history with states. The earnings
// behind the balance are the earnings resource (resources/provider-earnings).

export const providerPayouts = {
  list: lazy(() => import('./provider-payout-list')),
  icon: AccountBalanceOutlined,
  // The list's rows: the provider's payout transactions, named by their reference (the same in both languages).
  recordRepresentation: (record: LedgerRecord) => record.ReferenceNumber,
  options: { label: 'provider.payouts.resource' satisfies MessageId },
};
