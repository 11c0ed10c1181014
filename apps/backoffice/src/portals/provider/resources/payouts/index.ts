import AccountBalanceOutlined from '@mui/icons-material/AccountBalanceOutlined';
import { lazy } from 'react';
import type { RaRecord } from 'react-admin';

// Payouts (providers): available and pending balance, the payout bank details (a Bahrain IBAN),
// a payout request of at most the available balance, and the history with states. The earnings
// behind the balance are the earnings resource (resources/provider-earnings).

export const providerPayouts = {
  list: lazy(() => import('./provider-payout-list')),
  icon: AccountBalanceOutlined,
  recordRepresentation: (record: RaRecord) =>
    `${String(record.ReferenceNumber ?? '')} ${String(record.Amount ?? '')} BHD`,
  options: { label: 'Payouts' },
};
