import RateReviewOutlined from '@mui/icons-material/RateReviewOutlined';
import { lazy } from 'react';
import type { ReviewRecord } from '@/portals/provider/data-provider/reviews-resource';

// Reviews received (providers): what customers said about completed items, with the average and
// the reviews per star above the list. Read-only: customers write reviews.

export const providerReviews = {
  list: lazy(() => import('./review-list')),
  icon: RateReviewOutlined,
  recordRepresentation: (record: ReviewRecord) => `${record.Rating} stars for ${record.ServiceItemName}`,
  options: { label: 'Reviews' },
};
