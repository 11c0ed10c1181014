import {
  DEFAULT_TIMEZONE,
  orderNumberForList,
  paymentMethodLabel,
  type ListingType,
  type Order,
} from '@marketplace/contract';
import { MoneyText, StatusBadge, type ResponsiveListColumn } from '@marketplace/ui';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router';
import { paths } from '@/config/paths';

// The columns of My Orders (spec 2.5), defined once for the desktop table and the phone cards.

// Dates as a customer in Bahrain reads them, whatever the device's own time zone: "Mar 4, 2026".
const ORDER_DATE = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: DEFAULT_TIMEZONE });

export function formatOrderDate(iso: string): string {
  return ORDER_DATE.format(new Date(iso));
}

/** Shown in the Services or Items cell of an order with none of that type. */
export const NONE = '—';

/** Services by name; items by name and quantity ('Copper pipe × 2'), split by the order item Type. */
export function orderLines(order: Order, type: ListingType): string {
  const lines = order.OrderItems.filter((line) => line.Type === type);
  if (lines.length === 0) return NONE;
  return lines.map((line) => (type === 'item' ? `${line.Name} × ${line.Quantity}` : line.Name)).join(', ');
}

export const ORDER_COLUMNS: readonly ResponsiveListColumn<Order>[] = [
  {
    key: 'number',
    header: 'Order #',
    primary: true,
    noWrap: true,
    render: (order) => orderNumberForList(order.OrderId),
  },
  { key: 'date', header: 'Date', noWrap: true, render: (order) => formatOrderDate(order.CreatedAt) },
  {
    // Spec 2.5: the phone card also shows the order's status, in words ('In Progress').
    key: 'status',
    header: 'Status',
    hideOnTable: true,
    render: (order) => <StatusBadge kind="booking" status={order.Status} size="small" />,
  },
  { key: 'services', header: 'Services', render: (order) => orderLines(order, 'service') },
  { key: 'items', header: 'Items', render: (order) => orderLines(order, 'item') },
  {
    key: 'total',
    header: 'Total',
    align: 'end',
    noWrap: true,
    render: (order) => <MoneyText amount={order.TotalPrice} decimals={3} />,
  },
  { key: 'payment', header: 'Payment', noWrap: true, render: (order) => paymentMethodLabel(order.PaymentType) },
  {
    key: 'paid',
    header: 'Payment Status',
    noWrap: true,
    render: (order) => (order.IsPaymentSuccess ? 'Paid' : 'Unpaid'),
  },
  { key: 'count', header: 'Count', align: 'end', render: (order) => order.OrderItems.length },
  {
    key: 'actions',
    header: 'Actions',
    actions: true,
    render: (order) => (
      <Button
        component={RouterLink}
        to={paths.customerOrder.getHref(order.OrderId)}
        size="small"
        variant="outlined"
        // Every row has one: the name says which order it opens, and still starts with what is seen.
        aria-label={`Details of order ${orderNumberForList(order.OrderId)}`}
      >
        Details
      </Button>
    ),
  },
];
