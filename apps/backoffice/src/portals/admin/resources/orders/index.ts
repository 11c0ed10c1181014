import { orderNumberForList } from '@marketplace/contract';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import { lazy } from 'react';
import type { AdminOrderRecord } from '@/portals/admin/data-provider/orders-resource';

// Orders (admins): every order, read-mostly; the detail shows items, status history and payments,
// and lets an admin move the order on or cancel it with a refund.

export const orders = {
  list: lazy(() => import('./order-list')),
  show: lazy(() => import('./order-show')),
  icon: ReceiptLongOutlined,
  recordRepresentation: (record: AdminOrderRecord) => `Order #${orderNumberForList(record.id)}`,
  options: { label: 'Orders' },
};
