import { ORDER_CHANGE_ERRORS, type BookingStatus } from '@marketplace/contract';
import { conflict } from '../../lib/http-error';

/**
 * The booking state machine of one order item, written once. Work moves forward only:
 * Pending -> Confirmed -> InProgress -> Completed, and anything not yet Completed may be
 * Cancelled. Completed and Cancelled are final.
 */
export const ITEM_TRANSITIONS: Readonly<Record<BookingStatus, readonly BookingStatus[]>> = {
  Pending: ['Confirmed', 'Cancelled'],
  Confirmed: ['InProgress', 'Cancelled'],
  InProgress: ['Completed', 'Cancelled'],
  Completed: [],
  Cancelled: [],
};

/** The item calls of PATCH /api/OrderItem/{id}/{action}; `start` is ours (InProgress). */
export const ITEM_ACTIONS = {
  confirm: 'Confirmed',
  start: 'InProgress',
  complete: 'Completed',
  cancel: 'Cancelled',
} as const satisfies Record<string, BookingStatus>;
export type ItemAction = keyof typeof ITEM_ACTIONS;

export function canTransition(from: BookingStatus, to: BookingStatus): boolean {
  return ITEM_TRANSITIONS[from].includes(to);
}

/** Throws the 409 the API answers for a move the machine does not allow. */
export function assertTransition(from: BookingStatus, to: BookingStatus): void {
  if (from === to) throw conflict(ORDER_CHANGE_ERRORS.alreadyInStatus(to));
  if (!canTransition(from, to)) throw conflict(ORDER_CHANGE_ERRORS.illegalTransition(from, to));
}

// The customer's cancel rule lives in the contract: the storefront offers Cancel order by the same rule.
export { customerMayCancel } from '@marketplace/contract';
