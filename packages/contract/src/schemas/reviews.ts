import { Type, type Static } from 'typebox';
import { RATING_MAX, RATING_MIN } from '../constants';
import { REVIEW_COMMENT_MAX_LENGTH } from '../limits';
import {
  CountSchema,
  IsoDateTimeSchema,
  NullableRatingSchema,
  pageSizePagedListSchema,
  pageSizeQueryProperties,
  textSchema,
  UuidSchema,
} from './common';

// Reviews of completed order items (spec sections 4 and 7.4).

const RatingSchema = Type.Integer({ minimum: RATING_MIN, maximum: RATING_MAX });
/** No minimum length (section 5); absent and '' both mean "no comment". */
const CommentSchema = textSchema(REVIEW_COMMENT_MAX_LENGTH, 'multi');

export const ReviewSchema = Type.Object(
  {
    ReviewId: UuidSchema,
    OrderItemId: UuidSchema,
    CustomerId: UuidSchema,
    ProviderId: UuidSchema,
    ServiceItemId: UuidSchema,
    Rating: RatingSchema,
    Comment: Type.String(),
    /** First name and last initial, so reviews do not publish full names. */
    ReviewerName: Type.String(),
    CreatedAt: IsoDateTimeSchema,
  },
  { title: 'Review' },
);
export type Review = Static<typeof ReviewSchema>;

/**
 * POST /api/Review/create. The API checks that the order item belongs to CustomerId, is Completed
 * and has no review yet; ServiceItemId is taken from the order item, not from the client.
 */
export const CreateReviewRequestSchema = Type.Object(
  {
    OrderItemId: UuidSchema,
    CustomerId: UuidSchema,
    ProviderId: UuidSchema,
    Rating: RatingSchema,
    Comment: Type.Optional(CommentSchema),
  },
  { title: 'CreateReviewRequest', additionalProperties: false },
);
export type CreateReviewRequest = Static<typeof CreateReviewRequestSchema>;

/**
 * GET /api/Review/order/{id} (ours): the reviews the signed-in customer wrote on that order's items,
 * so the order detail shows a review instead of offering a second one (the spec does not say how
 * it knows). Another customer's order answers an empty list: only the caller's own reviews count.
 */
export const OrderReviewsSchema = Type.Array(ReviewSchema, { title: 'OrderReviews' });
export type OrderReviews = Static<typeof OrderReviewsSchema>;

/** PUT /api/Review/update/{id} {Rating, Comment}. */
export const UpdateReviewRequestSchema = Type.Object(
  { Rating: RatingSchema, Comment: Type.Optional(CommentSchema) },
  { title: 'UpdateReviewRequest', additionalProperties: false },
);
export type UpdateReviewRequest = Static<typeof UpdateReviewRequestSchema>;

/** GET /api/Review/service-item/{id}/average-rating; AverageRating is null without reviews. */
export const AverageRatingSchema = Type.Object(
  {
    ServiceItemId: UuidSchema,
    AverageRating: NullableRatingSchema,
    ReviewCount: CountSchema,
  },
  { title: 'AverageRating' },
);
export type AverageRating = Static<typeof AverageRatingSchema>;

/**
 * A review as anyone may read it under a listing: who wrote it by first name and initial only,
 * without the customer's account id or the order item it came from (internal ids nobody reading
 * a listing needs).
 */
export const PublicReviewSchema = Type.Omit(ReviewSchema, ['CustomerId', 'OrderItemId'], { title: 'PublicReview' });
export type PublicReview = Static<typeof PublicReviewSchema>;

/** GET /api/Review/service-item/{id}?page=&pageSize=: an item's reviews, newest first (shape ours). */
export const ReviewListSchema = pageSizePagedListSchema(PublicReviewSchema, 'ReviewList');
export type ReviewList = Static<typeof ReviewListSchema>;

export const ReviewListQuerySchema = Type.Object(pageSizeQueryProperties, {
  title: 'ReviewListQuery',
  additionalProperties: false,
});
export type ReviewListQuery = Static<typeof ReviewListQuerySchema>;

/** A review as its provider (or an admin) reads it: with the name of the listing it is about. */
export const ProviderReviewSchema = Type.Object(
  { ...PublicReviewSchema.properties, ServiceItemName: Type.String() },
  { title: 'ProviderReview' },
);
export type ProviderReview = Static<typeof ProviderReviewSchema>;

/** How many reviews gave each number of stars. */
export const RatingDistributionSchema = Type.Object(
  { '1': CountSchema, '2': CountSchema, '3': CountSchema, '4': CountSchema, '5': CountSchema },
  { title: 'RatingDistribution' },
);
export type RatingDistribution = Static<typeof RatingDistributionSchema>;

/**
 * GET /api/Review/provider/{providerId}?page=&pageSize= (ours): the reviews a provider received,
 * newest first, with the average and distribution over all of them (not just the page).
 */
export const ProviderReviewListSchema = Type.Object(
  {
    ...pageSizePagedListSchema(ProviderReviewSchema, 'ProviderReviewPage').properties,
    AverageRating: NullableRatingSchema,
    Distribution: RatingDistributionSchema,
  },
  { title: 'ProviderReviewList' },
);
export type ProviderReviewList = Static<typeof ProviderReviewListSchema>;
