import type { BookingStatus } from './enums';

// The booking state machine of one order item, and what each role may do with it, written once:
// the API enforces it (apps/api order-changes), the back office offers only the moves it allows
// (the admin's order page, the provider's item buttons), the storefront's Cancel order follows
// orderIsCancellable.

/**
 * Work moves forward only: Pending -> Confirmed -> InProgress -> Completed, and anything not yet
 * Completed may be Cancelled. Completed and Cancelled are final.
 */
export const ITEM_TRANSITIONS: Readonly<Record<BookingStatus, readonly BookingStatus[]>> = {
  Pending: ['Confirmed', 'Cancelled'],
  Confirmed: ['InProgress', 'Cancelled'],
  InProgress: ['Completed', 'Cancelled'],
  Completed: [],
  Cancelled: [],
};

export function canTransition(from: BookingStatus, to: BookingStatus): boolean {
  return ITEM_TRANSITIONS[from].includes(to);
}

/** A status no item leaves. */
export function isFinalStatus(status: BookingStatus): boolean {
  return ITEM_TRANSITIONS[status].length === 0;
}

/** The item calls of PATCH /api/OrderItem/{id}/{action} (a provider on its items, an admin on any). */
export const ITEM_ACTIONS = {
  confirm: 'Confirmed',
  start: 'InProgress',
  complete: 'Completed',
  cancel: 'Cancelled',
} as const satisfies Record<string, BookingStatus>;
export type ItemAction = keyof typeof ITEM_ACTIONS;

const ACTION_ORDER = Object.keys(ITEM_ACTIONS) as ItemAction[];

/** The item calls the machine allows from an item's status: the provider's buttons, in this order. */
export function itemActionsFrom(status: BookingStatus): ItemAction[] {
  return ACTION_ORDER.filter((action) => canTransition(status, ITEM_ACTIONS[action]));
}

/**
 * Where an admin may move every open item of an order at once (PATCH /api/Order/{id}/status): the
 * machine's step forward from the order's status. Cancelling the order is a call of its own, with
 * its refund (orderIsCancellable).
 */
export function orderMovesFrom(status: BookingStatus): BookingStatus[] {
  return ITEM_TRANSITIONS[status].filter((to) => to !== 'Cancelled');
}

/**
 * The customer may cancel the whole order only while no provider has started or finished work:
 * every item Pending, Confirmed or already Cancelled (the API's PATCH /api/Order/{id}/cancel rule).
 */
export function customerMayCancel(itemStatuses: readonly BookingStatus[]): boolean {
  return itemStatuses.every((status) => status === 'Pending' || status === 'Confirmed' || status === 'Cancelled');
}

/** The order detail offers Cancel order when the API would accept it: not cancelled yet, no work begun. */
export function orderIsCancellable(order: {
  readonly Status: BookingStatus;
  readonly OrderItems: readonly { readonly Status: BookingStatus }[];
}): boolean {
  return order.Status !== 'Cancelled' && customerMayCancel(order.OrderItems.map((item) => item.Status));
}
