export {
  VerifiedBusinessBadge,
  VerifiedBusinessMark,
  type VerifiedBusinessBadgeProps,
} from './verified-business-badge';
