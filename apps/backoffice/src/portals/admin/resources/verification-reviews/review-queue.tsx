import { VERIFICATION_PATHS } from '@marketplace/contract';
import { StatusBadge } from '@marketplace/ui';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { DataTable, List, SimpleList } from 'react-admin';
import { Link as RouterLink } from 'react-router';
import { DateText } from '@/components/date-text';
import { useFormat, useT } from '@/i18n/text';
import { useBusinessTypeLabel } from '@/portals/admin/components/verification/verification-labels';
import { useProviderStateLabel } from '@/portals/admin/components/provider-state/provider-states';
import type { VerificationReviewRecord } from '@/portals/admin/data-provider/verification-reviews-resource';

// The verification queue, /admin/verification-reviews (issue 38): the businesses whose documents
// wait for a decision, the longest waiting first (the API's one order, so no column sorts). A row,
// or the business's name (the keyboard's way in), opens its review page.

/** The business's name, a link to its review (a row click does the same). */
function BusinessLink({ review }: { review: VerificationReviewRecord }) {
  return (
    <Link
      component={RouterLink}
      to={VERIFICATION_PATHS.adminReview(review.ProviderId)}
      onClick={(event) => event.stopPropagation()}
      dir="auto"
      sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}
    >
      {review.BusinessName}
    </Link>
  );
}

export default function VerificationQueue() {
  const t = useT();
  const format = useFormat();
  const typeLabel = useBusinessTypeLabel();
  const stateLabel = useProviderStateLabel();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const empty = <Typography sx={{ p: 2 }}>{t('verification.admin.queue.empty')}</Typography>;
  const awaiting = (review: VerificationReviewRecord) =>
    t('verification.admin.queue.awaitingCount', { count: review.AwaitingDocuments });
  return (
    <List
      title={t('verification.admin.queue')}
      actions={false}
      exporter={false}
      perPage={25}
      empty={false}
      // The table scrolls inside the page instead of widening it.
      sx={{ '& .RaList-main': { minWidth: 0 } }}
    >
      <Typography color="text.secondary" sx={{ px: 2, pt: 2, pb: 1 }}>
        {t('verification.admin.queue.intro')}
      </Typography>
      {phone ? (
        <SimpleList<VerificationReviewRecord>
          primaryText={(review) => <bdi>{review.BusinessName}</bdi>}
          secondaryText={(review) =>
            `${typeLabel(review.BusinessType)} · ${stateLabel(review.AccState)} · ${awaiting(review)}`
          }
          tertiaryText={(review) =>
            t('verification.admin.queue.requested', { date: format.dateTime(review.ReviewRequestedAt) })
          }
          linkType="edit"
          empty={empty}
        />
      ) : (
        <DataTable rowClick="edit" bulkActionButtons={false} empty={empty}>
          <DataTable.Col<VerificationReviewRecord>
            source="BusinessName"
            label={t('verification.admin.queue.business')}
            disableSort
            render={(review) => <BusinessLink review={review} />}
          />
          <DataTable.Col<VerificationReviewRecord>
            source="BusinessType"
            label={t('verification.admin.queue.type')}
            disableSort
            render={(review) => typeLabel(review.BusinessType)}
          />
          <DataTable.Col<VerificationReviewRecord>
            source="AccState"
            label={t('verification.admin.queue.state')}
            disableSort
            render={(review) => <StatusBadge kind="account" status={review.AccState} />}
          />
          <DataTable.Col source="ReviewRequestedAt" label={t('verification.admin.queue.requestedAt')} disableSort>
            <DateText source="ReviewRequestedAt" showTime />
          </DataTable.Col>
          <DataTable.Col<VerificationReviewRecord>
            source="AwaitingDocuments"
            label={t('verification.admin.queue.awaiting')}
            disableSort
            render={(review) => format.number(review.AwaitingDocuments)}
          />
        </DataTable>
      )}
    </List>
  );
}
