import {
  computeOrderPricing,
  orderNumberForList,
  type ItemAction,
  type Order,
  type OrderCustomer,
  type OrderItem,
} from '@marketplace/contract';
import { formatDate } from '@/components/dates';
import { bookingStatusLabel } from '@/i18n';

// What a provider's item buttons say, and what an item means for the customer's money. Which
// buttons an item has is the contract's state machine (itemActionsFrom), which the API enforces, so
// a refusal is rare and then shown as the API words it.

export const ACTION_LABELS: Readonly<Record<ItemAction, string>> = {
  confirm: 'Confirm',
  start: 'Start',
  complete: 'Complete',
  cancel: 'Cancel',
};

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
export function customerOf(order: {
  readonly IsPaymentSuccess: boolean;
  readonly Customer?: OrderCustomer | null;
}): OrderCustomer | null {
  return order.IsPaymentSuccess && order.Customer ? order.Customer : null;
}

/** One CSV cell: text a spreadsheet would run as a formula (= + - @) is prefixed with '. */
const cell = (value: string) => (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value);

/** One row of the list's CSV: the order and the provider's items in words. */
export function csvRow(
  order: Omit<Order, 'Customer'> & { readonly ShareTotal?: number; readonly Customer?: OrderCustomer | null },
) {
  const items: OrderItem[] = order.OrderItems ?? [];
  return {
    Order: `#${orderNumberForList(order.OrderId)}`,
    Placed: formatDate(order.CreatedAt),
    Customer: cell(customerOf(order)?.Name ?? ''),
    Items: cell(items.map((item) => `${item.Name} (${bookingStatusLabel(item.Status)})`).join('; ')),
    Status: bookingStatusLabel(order.Status),
    'Your share (BHD)': (order.ShareTotal ?? 0).toFixed(3),
  };
}
