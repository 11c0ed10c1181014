export { BOOKING_STATUS_LABELS } from './booking-status-labels';
export { PAYOUT_STATUS_MESSAGES, StatusBadge, type StatusBadgeProps } from './status-badge';
