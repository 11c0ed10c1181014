export { ServiceCard, type ServiceCardProps } from './service-card';
export { availabilityStatus } from './availability-status';
export { ServiceCardSkeleton, type ServiceCardSkeletonProps } from './service-card-skeleton';
export { ListingPlaceholder, type ListingPlaceholderProps } from './listing-placeholder';
