import {
  REVIEW_FALLBACKS,
  type ActionResult,
  type AverageRating,
  type CreateReviewRequest,
  type OrderReviews,
  type ProviderReviewList,
  type Review,
  type ReviewList,
  type ReviewListQuery,
  type UpdateReviewRequest,
} from '@marketplace/contract';
import type { HttpClient } from '../http/http-client';
import { apiPath } from '../http/url';

// /api/Review (spec 7.4). Failures read 'Failed to submit review' when the server says nothing.

export function createReviewsApi(http: HttpClient) {
  return {
    /** From the order detail: OrderItemId, CustomerId, ProviderId, Rating, Comment. */
    create: (body: CreateReviewRequest) =>
      http.request<Review>('POST', '/api/Review/create', { body, fallbacks: REVIEW_FALLBACKS }),
    /** The signed-in customer's reviews of one order's items: which items are already reviewed. */
    listMineForOrder: (orderId: string) => http.request<OrderReviews>('GET', apiPath`/api/Review/order/${orderId}`),
    update: (id: string, body: UpdateReviewRequest) =>
      http.request<Review>('PUT', apiPath`/api/Review/update/${id}`, { body, fallbacks: REVIEW_FALLBACKS }),
    delete: (id: string) => http.request<ActionResult>('DELETE', apiPath`/api/Review/${id}`),
    averageRating: (serviceItemId: string) =>
      http.request<AverageRating>('GET', apiPath`/api/Review/service-item/${serviceItemId}/average-rating`),
    /** An item's reviews, newest first. */
    listForServiceItem: (serviceItemId: string, query: ReviewListQuery = {}) =>
      http.request<ReviewList>('GET', apiPath`/api/Review/service-item/${serviceItemId}`, { query }),
    /** The reviews a provider received, newest first, with listing names, average and stars (the provider or an admin). */
    listForProvider: (providerId: string, query: ReviewListQuery = {}) =>
      http.request<ProviderReviewList>('GET', apiPath`/api/Review/provider/${providerId}`, { query }),
  };
}

export type ReviewsApi = ReturnType<typeof createReviewsApi>;
