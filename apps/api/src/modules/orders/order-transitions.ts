import { canTransition, ORDER_CHANGE_ERRORS, type BookingStatus } from '@marketplace/contract';
import { conflict } from '../../lib/http-error';

// The booking state machine and what each role may do live in the contract
// (packages/contract/src/order-transitions.ts), which the back office's screens follow too; the API
// adds the answer it gives for a move the machine does not allow.

/** Throws the 409 the API answers for a move the machine does not allow. */
export function assertTransition(from: BookingStatus, to: BookingStatus): void {
  if (from === to) throw conflict(ORDER_CHANGE_ERRORS.alreadyInStatus(to));
  if (!canTransition(from, to)) throw conflict(ORDER_CHANGE_ERRORS.illegalTransition(from, to));
}
