export { BOOKING_STATUS_LABELS } from './booking-status-labels';
export { StatusBadge, type StatusBadgeProps } from './status-badge';
