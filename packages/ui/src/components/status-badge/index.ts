export { BOOKING_STATUS_LABELS, StatusBadge, type StatusBadgeProps } from './status-badge';
