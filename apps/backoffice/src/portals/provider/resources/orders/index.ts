import { orderNumberForList } from '@marketplace/contract';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import { lazy } from 'react';
import type { MessageId } from '@/i18n/text';
import type { ProviderOrderRecord } from '@/portals/provider/data-provider/orders-resource';

// Orders (providers): the paid orders holding the provider's items, opening on the requests to
// confirm; the detail gives the customer's contact and each item's next step.

export const providerOrders = {
  list: lazy(() => import('./provider-order-list')),
  show: lazy(() => import('./provider-order-show')),
  icon: ReceiptLongOutlined,
  // The number alone reads the same in both languages; react-admin puts the resource's name before it.
  recordRepresentation: (record: ProviderOrderRecord) => `#${orderNumberForList(record.id)}`,
  options: { label: 'provider.orders.resource' satisfies MessageId },
};
