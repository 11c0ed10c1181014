export { VerifiedBusinessBadge, type VerifiedBusinessBadgeProps } from './verified-business-badge';
