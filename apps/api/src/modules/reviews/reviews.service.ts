import {
  PROVIDER_ERRORS,
  resolvePaging,
  REVIEW_ERRORS,
  totalPages,
  type AverageRating,
  type CreateReviewRequest,
  type OrderReviews,
  type ProviderReviewList,
  type Review,
  type ReviewList,
  type ReviewListQuery,
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
  itemRatingSummary,
  listItemReviews,
  listOrderReviewsBy,
  listProviderReviews,
  providerRatingSummary,
  updateReview,
  type ReviewWithAuthor,
} from './reviews.repository';
import { toProviderReview, toPublicReview, toReview } from './review.mapper';

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

  /** The caller's reviews of an order's items (none for someone else's order). */
  async listForOrder(caller: AuthUser, orderId: string): Promise<OrderReviews> {
    return (await listOrderReviewsBy(this.db, orderId, caller.id)).map(toReview);
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

  /** A listing's average rating and review count. */
  async averageRating(serviceItemId: string): Promise<AverageRating> {
    const summary = await itemRatingSummary(this.db, serviceItemId);
    return { ServiceItemId: serviceItemId, AverageRating: summary.average, ReviewCount: summary.count };
  }

  /** A listing's reviews, newest first: public to everyone. */
  async listForItem(serviceItemId: string, query: ReviewListQuery): Promise<ReviewList> {
    const { page, pageSize, offset } = resolvePaging(query.page, query.pageSize);
    const { rows, total } = await listItemReviews(this.db, serviceItemId, pageSize, offset);
    return {
      Items: rows.map(toPublicReview),
      Page: page,
      PageSize: pageSize,
      TotalItems: total,
      TotalPages: totalPages(total, pageSize),
    };
  }

  /**
   * A provider's own reviews, or any provider's for an admin. Anyone else gets 403 whether or not
   * the id exists (ids cannot be probed); admins get 404 for an unknown provider.
   */
  async listForProvider(caller: AuthUser, providerId: string, query: ReviewListQuery): Promise<ProviderReviewList> {
    const paging = resolvePaging(query.page, query.pageSize);
    const owner = await findProviderOwner(this.db, providerId);
    if (!isSelfOrAdmin(caller, owner)) throw forbidden(REVIEW_ERRORS.notYourBusiness);
    if (owner === undefined) throw notFound(PROVIDER_ERRORS.notFound);
    const [rows, summary] = await Promise.all([
      listProviderReviews(this.db, providerId, paging.pageSize, paging.offset),
      providerRatingSummary(this.db, providerId),
    ]);
    return {
      Items: rows.map(toProviderReview),
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
