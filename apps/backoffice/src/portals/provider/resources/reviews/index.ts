import RateReviewOutlined from '@mui/icons-material/RateReviewOutlined';
import { lazy } from 'react';
import type { RaRecord } from 'react-admin';

// Reviews received (providers): what customers said about completed items, with the average and
// the reviews per star above the list. Read-only: customers write reviews.

export const providerReviews = {
  list: lazy(() => import('./review-list')),
  icon: RateReviewOutlined,
  recordRepresentation: (record: RaRecord) =>
    `${String(record.Rating ?? '')} stars for ${String(record.ServiceItemName ?? '')}`,
  options: { label: 'Reviews' },
};
