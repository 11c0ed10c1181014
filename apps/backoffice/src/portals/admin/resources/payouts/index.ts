import PaymentsOutlined from '@mui/icons-material/PaymentsOutlined';
import { lazy } from 'react';
import type { PayoutRecord } from '@/portals/admin/data-provider/payouts-resource';

// Payouts (admins): providers' payout requests by state; a pending one is settled with the bank
// transfer's reference or rejected with a reason the provider reads. Settlement is manual (the
// platform collects every payment and transfers a provider's earnings by bank).

export const payouts = {
  list: lazy(() => import('./payout-list')),
  icon: PaymentsOutlined,
  recordRepresentation: (record: PayoutRecord) => `${record.BusinessName} ${record.Amount} BHD`,
  options: { label: 'Payouts' },
};
