import type { BookingStatus } from '@marketplace/contract';
import type { UiMessageId } from '../../lib/ui-text';

// Apart from the badge, so a screen that only names a state does not load the chip with it.

/**
 * The booking states in words, wherever the apps name one (badges, filters, tabs, charts, exports):
 * message ids of the design system's catalog, shown with `useUiText()`'s `t(id)`.
 */
export const BOOKING_STATUS_LABELS: Readonly<Record<BookingStatus, UiMessageId>> = {
  Pending: 'ui.bookingStatus.pending',
  Confirmed: 'ui.bookingStatus.confirmed',
  InProgress: 'ui.bookingStatus.inProgress',
  Completed: 'ui.bookingStatus.completed',
  Cancelled: 'ui.bookingStatus.cancelled',
};
