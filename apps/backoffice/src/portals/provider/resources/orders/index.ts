import { orderNumberForList } from '@marketplace/contract';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import { lazy } from 'react';
import type { ProviderOrderRecord } from '@/portals/provider/data-provider/orders-resource';

// Orders (providers): the paid orders holding the provider's items, opening on the requests to
// confirm; the detail gives the customer's contact and each item's next step.

export const providerOrders = {
  list: lazy(() => import('./provider-order-list')),
  show: lazy(() => import('./provider-order-show')),
  icon: ReceiptLongOutlined,
  recordRepresentation: (record: ProviderOrderRecord) => `Order #${orderNumberForList(record.id)}`,
  options: { label: 'Orders' },
};
