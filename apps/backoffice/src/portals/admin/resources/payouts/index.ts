import PaymentsOutlined from '@mui/icons-material/PaymentsOutlined';
import { createElement, lazy } from 'react';
import type { MessageId } from '@/i18n/text';
import { PayoutName } from './payout-name';

// Payouts (admins): providers' payout requests by state; a pending one is settled with the bank
// transfer's reference or rejected with a reason the provider reads. Settlement is manual (the
// platform collects every payment and transfers a provider's earnings by bank).

export const payouts = {
  list: lazy(() => import('./payout-list')),
  icon: PaymentsOutlined,
  // An element, so the amount reads in the language on screen.
  recordRepresentation: createElement(PayoutName),
  options: { label: 'admin.payouts.resource' satisfies MessageId },
};
