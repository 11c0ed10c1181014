import {
  DEFAULT_TIMEZONE,
  orderNumberForList,
  type BookingStatus,
  type ListingType,
  type PaymentType,
} from '@marketplace/contract';
import Button from '@mui/material/Button';
import { fn } from 'storybook/test';
import { MoneyText } from '../money-text';
import { StatusBadge } from '../status-badge';
import type { ResponsiveListColumn } from './responsive-list-types';

// My Orders (spec section 2.5) as story data: the columns a list page would define.

export interface OrderRow {
  id: string;
  createdAt: string;
  items: { name: string; type: ListingType; quantity: number }[];
  totalBhd: number;
  paymentType: PaymentType;
  isPaymentSuccess: boolean;
  status: BookingStatus;
}

export const ORDER_ROWS: OrderRow[] = [
  {
    id: '3f2a9c1b-7d4e-4a51-9c3e-0b8f2d6a1e47',
    createdAt: '2026-03-04T09:30:00Z',
    items: [
      { name: 'Leak repair', type: 'service', quantity: 1 },
      { name: 'Copper pipe 15 mm', type: 'item', quantity: 2 },
    ],
    totalBhd: 1.98,
    paymentType: 'card',
    isPaymentSuccess: true,
    status: 'Completed',
  },
  {
    id: '8b41e0d2-2c6f-4f0a-a7b9-5e3d1c9f8a20',
    createdAt: '2026-02-27T15:05:00Z',
    items: [{ name: 'AC maintenance', type: 'service', quantity: 1 }],
    totalBhd: 0.99,
    paymentType: 'benefit',
    isPaymentSuccess: true,
    status: 'InProgress',
  },
  {
    id: 'c07d5a93-91b2-4e8c-b6d4-2a7f0e5c3b18',
    createdAt: '2026-02-20T11:45:00Z',
    items: [
      { name: 'Ceramic floor tiles', type: 'item', quantity: 12 },
      { name: 'Tile adhesive', type: 'item', quantity: 3 },
      { name: 'Tiling', type: 'service', quantity: 1 },
    ],
    totalBhd: 2.97,
    paymentType: 'card',
    isPaymentSuccess: false,
    status: 'Pending',
  },
];

const PAYMENT_LABELS: Record<PaymentType, string> = { card: 'Credit Card', benefit: 'BenefitPay' };

const DATE_FORMAT = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: DEFAULT_TIMEZONE });

function names(row: OrderRow, type: ListingType, withQuantity: boolean): string {
  const picked = row.items.filter((item) => item.type === type);
  if (picked.length === 0) return '—';
  return picked.map((item) => (withQuantity ? `${item.name} × ${item.quantity}` : item.name)).join(', ');
}

/** Spied on by the stories: the Details button's navigation. */
export const openOrder = fn();

export const ORDER_COLUMNS: ResponsiveListColumn<OrderRow>[] = [
  { key: 'number', header: 'Order #', primary: true, render: (row) => orderNumberForList(row.id) },
  { key: 'date', header: 'Date', noWrap: true, render: (row) => DATE_FORMAT.format(new Date(row.createdAt)) },
  {
    key: 'status',
    header: 'Status',
    hideOnTable: true,
    render: (row) => <StatusBadge kind="booking" status={row.status} />,
  },
  { key: 'services', header: 'Services', render: (row) => names(row, 'service', false) },
  { key: 'items', header: 'Items', render: (row) => names(row, 'item', true) },
  {
    key: 'total',
    header: 'Total',
    align: 'end',
    noWrap: true,
    render: (row) => <MoneyText amount={row.totalBhd} decimals={3} />,
  },
  { key: 'payment', header: 'Payment', render: (row) => PAYMENT_LABELS[row.paymentType] },
  { key: 'paid', header: 'Payment Status', render: (row) => (row.isPaymentSuccess ? 'Paid' : 'Unpaid') },
  { key: 'count', header: 'Count', align: 'end', render: (row) => row.items.length },
  {
    key: 'actions',
    header: 'Actions',
    actions: true,
    render: (row) => (
      <Button
        size="small"
        variant="outlined"
        // Every row has a Details button: the name says which order it opens.
        aria-label={`Details for order ${orderNumberForList(row.id)}`}
        onClick={() => openOrder(row.id)}
      >
        Details
      </Button>
    ),
  },
];
