import { VERIFICATION_PATHS } from '@marketplace/contract';
import { StatusBadge } from '@marketplace/ui';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useFormat, useT } from '@/i18n/text';
import { useIsolate } from '@/i18n/use-isolate';
import { useBusinessTypeLabel } from '@/portals/admin/components/verification/verification-labels';
import type { VerificationReviewRecord } from '@/portals/admin/data-provider/verification-reviews-resource';
import { VERIFICATION_REVIEWS_RESOURCE } from '@/portals/admin/live/use-admin-inbox-badges';
import { InboxRow } from './inbox-row';
import { InboxSection } from './inbox-section';

function VerificationReview({ review }: { review: VerificationReviewRecord }) {
  const t = useT();
  const format = useFormat();
  const isolate = useIsolate();
  const typeLabel = useBusinessTypeLabel();
  const path = VERIFICATION_PATHS.adminReview(review.ProviderId);
  return (
    <InboxRow
      actions={
        <Button
          component={RouterLink}
          to={path}
          size="small"
          variant="outlined"
          aria-label={t('verification.admin.queue.reviewNamed', { name: isolate.auto(review.BusinessName) })}
        >
          {t('verification.admin.queue.review')}
        </Button>
      }
    >
      <Link component={RouterLink} to={path} dir="auto" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
        {review.BusinessName}
      </Link>
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', mt: 0.5 }}>
        <StatusBadge kind="account" status={review.AccState} />
        <Typography variant="body2" color="text.secondary">
          {typeLabel(review.BusinessType)} ·{' '}
          {t('verification.admin.queue.awaitingCount', { count: review.AwaitingDocuments })}
        </Typography>
      </Stack>
      <Typography variant="body2" color="text.secondary">
        {t('verification.admin.queue.requested', { date: format.dateTime(review.ReviewRequestedAt) })}
      </Typography>
    </InboxRow>
  );
}

/** Businesses that sent their documents (issue 38), the longest waiting first: each opens its review. */
export function VerificationReviews() {
  const t = useT();
  return (
    <InboxSection<VerificationReviewRecord>
      resource={VERIFICATION_REVIEWS_RESOURCE}
      filter={{}}
      title={t('verification.admin.queue')}
      emptyText={t('verification.admin.queue.empty')}
    >
      {(review) => <VerificationReview review={review} />}
    </InboxSection>
  );
}
