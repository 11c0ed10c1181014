import type { ProviderReview, PublicReview, Review } from '@marketplace/contract';
import type { ReviewWithAuthor } from './reviews.repository';

/** First name and last initial: reviews are public, full names are not. */
export function toReview(row: ReviewWithAuthor): Review {
  const initial = row.lastName.trim().charAt(0);
  return {
    ReviewId: row.id,
    OrderItemId: row.orderItemId,
    CustomerId: row.customerId,
    ProviderId: row.providerId,
    ServiceItemId: row.serviceItemId,
    Rating: row.rating,
    Comment: row.comment,
    ReviewerName: initial ? `${row.firstName} ${initial}.` : row.firstName,
    CreatedAt: row.createdAt.toISOString(),
  };
}

/** What a listing's readers see: the review without its author's account and order item ids. */
export function toPublicReview(row: ReviewWithAuthor): PublicReview {
  const { CustomerId: _customer, OrderItemId: _orderItem, ...review } = toReview(row);
  return review;
}

/** A review on the provider's list: the public review with its listing's name. */
export function toProviderReview(row: ReviewWithAuthor & { serviceItemName: string }): ProviderReview {
  return { ...toPublicReview(row), ServiceItemName: row.serviceItemName };
}
