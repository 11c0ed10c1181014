import type { BookingStatus } from '@marketplace/contract';

/**
 * An order's Status follows from its items (each handled by its own provider):
 * - every item Cancelled -> Cancelled;
 * - every remaining (not cancelled) item Completed -> Completed;
 * - any remaining item InProgress or Completed -> InProgress (work has started);
 * - any remaining item still Pending -> Pending (waiting for a provider);
 * - otherwise (all remaining Confirmed) -> Confirmed.
 */
export function deriveOrderStatus(itemStatuses: readonly BookingStatus[]): BookingStatus {
  const remaining = itemStatuses.filter((status) => status !== 'Cancelled');
  if (remaining.length === 0) return 'Cancelled';
  if (remaining.every((status) => status === 'Completed')) return 'Completed';
  if (remaining.some((status) => status === 'InProgress' || status === 'Completed')) return 'InProgress';
  if (remaining.some((status) => status === 'Pending')) return 'Pending';
  return 'Confirmed';
}
