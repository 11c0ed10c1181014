import {
  computeOrderPricing,
  ORDER_NUMBER_LIST_LENGTH,
  type BookingStatus,
  type Order,
  type OrderItem,
} from '@marketplace/contract';
import { formatDate } from '@/components/dates';
import { bookingStatusLabel } from '@/i18n';

// What a provider may do with each of its items, and what it means for the customer's money. The
// API's state machine (docs/decisions.md, "Order item state machine") decides; the screen offers
// only the steps it allows from the item's state, so a refusal is rare and then shown as the API
// words it.

export type ItemAction = 'confirm' | 'start' | 'complete' | 'cancel';

export const NEXT_ACTIONS: Readonly<Record<BookingStatus, readonly ItemAction[]>> = {
  Pending: ['confirm', 'cancel'],
  Confirmed: ['start', 'cancel'],
  InProgress: ['complete', 'cancel'],
  Completed: [],
  Cancelled: [],
};

export const ACTION_LABELS: Readonly<Record<ItemAction, string>> = {
  confirm: 'Confirm',
  start: 'Start',
  complete: 'Complete',
  cancel: 'Cancel',
};

/** The order number people see: the first characters of its id, uppercased (spec 2.5). */
export const orderNumber = (id: string) => id.slice(0, ORDER_NUMBER_LIST_LENGTH).toUpperCase();

/**
 * What the customer gets back when the provider cancels one item of a paid order. The API keeps
 * charging computeOrderPricing(lines still wanted) and refunds the rest of what it holds, so one
 * cancelled line gives back the difference one line makes: its fixed price plus its VAT (0.990
 * BHD today; VAT on 0.900 is exact, so every line adds the same whatever the order's size). The
 * quantity does not count: the customer pays per information request, not per unit.
 */
export function refundShareOfItem(): number {
  return computeOrderPricing(1).Total;
}

/** The customer's contact, on paid orders only (the API leaves it out, or null, otherwise). */
export interface OrderCustomer {
  readonly Name: string;
  readonly Email: string;
  readonly PhoneNumber: string;
}

export function customerOf(order: Readonly<Record<string, unknown>>): OrderCustomer | null {
  const customer = order.Customer as OrderCustomer | null | undefined;
  return order.IsPaymentSuccess === true && customer ? customer : null;
}

/** One CSV cell: text a spreadsheet would run as a formula (= + - @) is prefixed with '. */
const cell = (value: string) => (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value);

/** One row of the list's CSV: the order and the provider's items in words. */
export function csvRow(order: Omit<Order, 'Customer'> & { readonly ShareTotal?: number; readonly Customer?: unknown }) {
  const items: OrderItem[] = order.OrderItems ?? [];
  return {
    Order: `#${orderNumber(order.OrderId)}`,
    Placed: formatDate(order.CreatedAt),
    Customer: cell(customerOf(order)?.Name ?? ''),
    Items: cell(items.map((item) => `${item.Name} (${bookingStatusLabel(item.Status)})`).join('; ')),
    Status: bookingStatusLabel(order.Status),
    'Your share (BHD)': (order.ShareTotal ?? 0).toFixed(3),
  };
}
