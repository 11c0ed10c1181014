import type { Api } from '@marketplace/client';
import type { VerificationReview } from '@marketplace/contract';
import { pageOf, withId } from '@/data-provider/paging';
import type { ResourceHandlers, WithId } from '@/data-provider/resource-handlers';

// verification-reviews (issue 38): GET /api/Admin/verification-reviews?Page&Limit, the businesses
// whose documents wait for an admin's decision, the oldest request first (the API's one order).
// A business is reviewed on its own page (api.verification.summary and .review), not through here.

export type VerificationReviewRecord = WithId<VerificationReview>;

export function verificationReviewsResource(api: Api): ResourceHandlers<VerificationReviewRecord> {
  return {
    getList: async (params) => {
      const { page, perPage } = pageOf(params);
      const list = await api.verification.reviews({ Page: page, Limit: perPage });
      return { data: list.Items.map((review) => withId(review, review.ProviderId)), total: list.TotalItems };
    },
  };
}
