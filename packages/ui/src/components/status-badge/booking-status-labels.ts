import type { BookingStatus } from '@marketplace/contract';

// Apart from the badge, so a screen that only names a state does not load the chip with it.

/** The booking states in words, wherever the apps name one (badges, filters, tabs, charts, exports). */
export const BOOKING_STATUS_LABELS: Readonly<Record<BookingStatus, string>> = {
  Pending: 'Pending',
  Confirmed: 'Confirmed',
  InProgress: 'In Progress',
  Completed: 'Completed',
  Cancelled: 'Cancelled',
};
