import {
  BAHRAIN_UTC_OFFSET_MS,
  computeOrderPricing,
  orderNumberForList,
  type BookingStatus,
  type ItemAction,
  type Order,
  type OrderCustomer,
  type OrderItem,
} from '@marketplace/contract';
import type { MessageId, Translate } from '@/i18n/text';

// What a provider's item buttons say, and what an item means for the customer's money. Which
// buttons an item has is the contract's state machine (itemActionsFrom), which the API enforces, so
// a refusal is rare and then shown as the API words it.

/** The message of each item button ("Confirm" / "تأكيد"), translated where it shows. */
export const ACTION_LABELS: Readonly<Record<ItemAction, MessageId>> = {
  confirm: 'provider.orders.actions.confirm',
  start: 'provider.orders.actions.start',
  complete: 'provider.orders.actions.complete',
  cancel: 'provider.orders.actions.cancel',
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

/** The day an order was placed, in Bahrain (the marketplace's time), as ISO: "2026-11-24"; '' if unreadable. */
function bahrainDay(value: string): string {
  const at = Date.parse(value);
  return Number.isNaN(at) ? '' : new Date(at + BAHRAIN_UTC_OFFSET_MS).toISOString().slice(0, 10);
}

/**
 * One row of the list's CSV: the headers and the status words in the language on screen (`t`,
 * `statusLabel`), the values as a spreadsheet reads them (an ISO day, "12.500" amounts).
 */
export function csvRow(
  order: Omit<Order, 'Customer'> & { readonly ShareTotal?: number; readonly Customer?: OrderCustomer | null },
  t: Translate,
  statusLabel: (status: BookingStatus) => string,
) {
  const items: OrderItem[] = order.OrderItems ?? [];
  return {
    [t('provider.orders.csv.order')]: `#${orderNumberForList(order.OrderId)}`,
    [t('provider.orders.csv.placed')]: bahrainDay(order.CreatedAt),
    [t('provider.orders.csv.customer')]: cell(customerOf(order)?.Name ?? ''),
    [t('provider.orders.csv.items')]: cell(
      items.map((item) => `${item.Name} (${statusLabel(item.Status)})`).join('; '),
    ),
    [t('provider.orders.csv.status')]: statusLabel(order.Status),
    [t('provider.orders.csv.share')]: (order.ShareTotal ?? 0).toFixed(3),
  };
}
