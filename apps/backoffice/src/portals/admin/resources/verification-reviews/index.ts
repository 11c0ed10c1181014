import FactCheckOutlined from '@mui/icons-material/FactCheckOutlined';
import { lazy } from 'react';
import type { MessageId } from '@/i18n/text';
import type { VerificationReviewRecord } from '@/portals/admin/data-provider/verification-reviews-resource';

// Verification reviews (admins, issue 38): the queue of businesses whose documents wait for a
// decision, and each business's review page. The review page is the resource's edit route,
// /admin/verification-reviews/{providerId} (VERIFICATION_PATHS.adminReview), so a row opens it.

export const verificationReviews = {
  list: lazy(() => import('./review-queue')),
  edit: lazy(() => import('./verification-review')),
  icon: FactCheckOutlined,
  recordRepresentation: (record: VerificationReviewRecord) => record.BusinessName,
  options: { label: 'verification.admin.resource.reviews' satisfies MessageId },
};
