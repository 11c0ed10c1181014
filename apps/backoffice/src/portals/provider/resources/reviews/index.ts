import RateReviewOutlined from '@mui/icons-material/RateReviewOutlined';
import { lazy } from 'react';
import type { MessageId } from '@/i18n/text';
import type { ReviewRecord } from '@/portals/provider/data-provider/reviews-resource';

// Reviews received (providers): what customers said about completed items, with the average and
// the reviews per star above the list. Read-only: customers write reviews.

export const providerReviews = {
  list: lazy(() => import('./review-list')),
  icon: RateReviewOutlined,
  // Words-free, so it reads the same in both languages: "Leak repair ★5".
  recordRepresentation: (record: ReviewRecord) => `${record.ServiceItemName} ★${record.Rating}`,
  options: { label: 'provider.reviews.resource' satisfies MessageId },
};
