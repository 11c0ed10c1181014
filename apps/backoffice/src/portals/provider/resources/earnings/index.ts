import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import { lazy } from 'react';
import type { MessageId } from '@/i18n/text';
import type { EarningRecord } from '@/portals/provider/data-provider/earnings-resource';

// Earnings (providers): the ledger of what each completed item earned, gross, commission and net,
// with the balance on top, date filters and a CSV export. Payouts are resources/provider-payouts.

export const providerEarnings = {
  list: lazy(() => import('./earnings-list')),
  icon: ReceiptLongOutlined,
  recordRepresentation: (record: EarningRecord) => record.ItemName,
  options: { label: 'provider.earnings.resource' satisfies MessageId },
};
