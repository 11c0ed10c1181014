import {
  PROVIDER_ERRORS,
  REVIEW_ERRORS,
  totalPages,
  type CreateReviewRequest,
  type ProviderReviewList,
  type PublicReview,
  type Review,
  type UpdateReviewRequest,
} from '@marketplace/contract';
import type { Database } from '../../db/database';
import { badRequest, conflict, forbidden, notFound } from '../../lib/http-error';
import { isUniqueViolation } from '../../lib/unique-violation';
import { isSelfOrAdmin } from '../../identity/access-rules';
import type { AuthUser } from '../../identity/access-token';
import { reviewReceivedEvent } from '../notifications';
import { raiseNotifications } from '../notifications';
import {
  deleteReview,
  findOrderItemForReview,
  findProviderOwner,
  findReview,
  insertReview,
  listProviderReviews,
  providerRatingSummary,
  updateReview,
  type ReviewWithAuthor,
} from './reviews.repository';

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

/** Reviews of completed order items: one per item, by the customer who ordered it. */
export class ReviewService {
  constructor(private readonly db: Database) {}

  async create(caller: AuthUser, input: CreateReviewRequest): Promise<Review> {
    if (input.CustomerId !== caller.id) throw forbidden(REVIEW_ERRORS.notYourOrder);
    const item = await findOrderItemForReview(this.db, input.OrderItemId);
    if (!item) throw notFound(REVIEW_ERRORS.orderItemNotFound);
    if (item.customerId !== caller.id) throw forbidden(REVIEW_ERRORS.notYourOrder);
    if (item.providerId !== input.ProviderId) throw badRequest(REVIEW_ERRORS.wrongProvider);
    if (item.status !== 'Completed') throw conflict(REVIEW_ERRORS.notCompleted);
    try {
      const id = await this.db.transaction(async (tx) => {
        const reviewId = await insertReview(tx, {
          orderItemId: item.id,
          customerId: caller.id,
          providerId: item.providerId,
          // Taken from the order item, never from the client: a review cannot be moved to another listing.
          serviceItemId: item.serviceItemId,
          rating: input.Rating,
          comment: input.Comment?.trim() ?? '',
        });
        const event = { id: reviewId, serviceItemId: item.serviceItemId, rating: input.Rating };
        await raiseNotifications(tx, [await reviewReceivedEvent(tx, event)]);
        return reviewId;
      });
      return toReview((await findReview(this.db, id))!);
    } catch (error) {
      // Two submissions racing: the unique order_item_id decides, the loser gets the same 409.
      if (isUniqueViolation(error)) throw conflict(REVIEW_ERRORS.alreadyReviewed);
      throw error;
    }
  }

  async update(caller: AuthUser, id: string, input: UpdateReviewRequest): Promise<Review> {
    await this.authorsReview(caller, id);
    await updateReview(this.db, id, { rating: input.Rating, comment: input.Comment?.trim() ?? '' });
    return toReview((await findReview(this.db, id))!);
  }

  async remove(caller: AuthUser, id: string): Promise<void> {
    await this.authorsReview(caller, id);
    await deleteReview(this.db, id);
  }

  /**
   * A provider's own reviews, or any provider's for an admin. Anyone else gets 403 whether or not
   * the id exists (ids cannot be probed); admins get 404 for an unknown provider.
   */
  async listForProvider(
    caller: AuthUser,
    providerId: string,
    paging: { page: number; pageSize: number; offset: number },
  ): Promise<ProviderReviewList> {
    const owner = await findProviderOwner(this.db, providerId);
    if (!isSelfOrAdmin(caller, owner)) throw forbidden(REVIEW_ERRORS.notYourBusiness);
    if (owner === undefined) throw notFound(PROVIDER_ERRORS.notFound);
    const [rows, summary] = await Promise.all([
      listProviderReviews(this.db, providerId, paging.pageSize, paging.offset),
      providerRatingSummary(this.db, providerId),
    ]);
    return {
      Items: rows.map((row) => ({ ...toPublicReview(row), ServiceItemName: row.serviceItemName })),
      Page: paging.page,
      PageSize: paging.pageSize,
      TotalItems: summary.count,
      TotalPages: totalPages(summary.count, paging.pageSize),
      AverageRating: summary.average,
      Distribution: summary.distribution,
    };
  }

  private async authorsReview(caller: AuthUser, id: string): Promise<ReviewWithAuthor> {
    const review = await findReview(this.db, id);
    if (!review) throw notFound(REVIEW_ERRORS.reviewNotFound);
    if (!isSelfOrAdmin(caller, review.customerId)) throw forbidden(REVIEW_ERRORS.notAuthor);
    return review;
  }
}
