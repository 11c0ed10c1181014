import type { Api } from '@marketplace/client';
import type { ProviderReview } from '@marketplace/contract';
import { pageOf, withId } from '@/data-provider/paging';
import type { ResourceHandlers, WithId } from '@/data-provider/resource-handlers';
import type { CurrentProviderSource } from './current-provider';

// reviews (providers): the reviews the signed-in business received, newest first, each with its
// listing's name (GET /api/Review/provider/{providerId}?page&pageSize). Read-only: customers write
// reviews; the average and stars per review come with every page (the screen's summary reads them).

export type ReviewRecord = WithId<ProviderReview>;

export function reviewsResource(api: Api, me: CurrentProviderSource): ResourceHandlers<ReviewRecord> {
  return {
    getList: async (params) => {
      const { providerId } = await me();
      const { page, perPage } = pageOf(params);
      const list = await api.reviews.listForProvider(providerId, { page, pageSize: perPage });
      return { data: list.Items.map((review) => withId(review, review.ReviewId)), total: list.TotalItems };
    },
  };
}
