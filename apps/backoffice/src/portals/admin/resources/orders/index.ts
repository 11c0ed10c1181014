import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import { createElement, lazy } from 'react';
import type { MessageId } from '@/i18n/text';
import { OrderName } from './order-name';

// Orders (admins): every order, read-mostly; the detail shows items, status history and payments,
// and lets an admin move the order on or cancel it with a refund.

export const orders = {
  list: lazy(() => import('./order-list')),
  show: lazy(() => import('./order-show')),
  icon: ReceiptLongOutlined,
  // An element, so the name follows the language on screen ("Order #…" / "الطلب #…").
  recordRepresentation: createElement(OrderName),
  options: { label: 'admin.orders.resource' satisfies MessageId },
};
