import type { ProviderVerificationSummary } from '@marketplace/contract';
import { StatusBadge } from '@marketplace/ui';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import { Labeled, RecordContextProvider, ReferenceField } from 'react-admin';
import { ArabicText } from '@/components/arabic-text/arabic-text-input';
import { CategoryNameField } from '@/components/category-name';
import { useFormat, useT } from '@/i18n/text';
import type { ProviderRecord } from '@/portals/admin/data-provider/providers-resource';
import {
  ProviderVerificationChip,
  VerificationStatusChip,
} from '@/portals/admin/components/verification/verification-chips';
import { useBusinessTypeLabel } from '@/portals/admin/components/verification/verification-labels';

/** A labelled value; what the business typed reads in its own direction. */
function Detail({ label, dir = 'auto', children }: { label: string; dir?: 'auto' | 'ltr'; children: ReactNode }) {
  return (
    <Labeled label={label}>
      <Typography variant="body2" component="span" dir={dir} sx={{ overflowWrap: 'anywhere' }}>
        {children || '—'}
      </Typography>
    </Labeled>
  );
}

export interface BusinessDetailsProps {
  readonly provider: ProviderRecord;
  readonly summary: ProviderVerificationSummary;
}

/**
 * What the documents are checked against (issue 38): the business's names in both languages, its
 * type, contact, address and category, who owns the account, and where its account and
 * verification stand.
 */
export function BusinessDetails({ provider, summary }: BusinessDetailsProps) {
  const t = useT();
  const format = useFormat();
  const typeLabel = useBusinessTypeLabel();
  const headingId = useId();
  const owner = provider.UserDetails;
  return (
    <Card variant="outlined" component="section" aria-labelledby={headingId} sx={{ minWidth: 0 }}>
      <CardContent>
        <Typography variant="h6" component="h2" id={headingId} sx={{ mb: 1.5 }}>
          {t('verification.admin.review.business')}
        </Typography>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center', mb: 2 }}>
          <ProviderVerificationChip verification={provider.Verification} />
          <VerificationStatusChip status={summary.Status} />
        </Stack>
        {summary.VerifiedUntil || summary.ReviewRequestedAt ? (
          <Stack spacing={0.5} sx={{ mb: 2 }}>
            {summary.VerifiedUntil ? (
              <Typography variant="body2">
                {t('verification.admin.review.verifiedUntil', { date: format.date(summary.VerifiedUntil) })}
              </Typography>
            ) : null}
            {summary.ReviewRequestedAt ? (
              <Typography variant="body2">
                {t('verification.admin.review.requestedAt', { date: format.dateTime(summary.ReviewRequestedAt) })}
              </Typography>
            ) : null}
          </Stack>
        ) : null}
        <RecordContextProvider value={provider}>
          <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: 'minmax(0, 1fr)' }}>
            <Detail label={t('verification.admin.review.businessName')}>{provider.BusinessName}</Detail>
            <Detail label={t('verification.admin.review.businessNameAr')}>
              {provider.BusinessNameAr ? <ArabicText value={provider.BusinessNameAr} /> : null}
            </Detail>
            <Detail label={t('verification.admin.review.businessType')}>{typeLabel(summary.BusinessType)}</Detail>
            <Detail label={t('verification.admin.review.contactName')}>{provider.ContactName}</Detail>
            <Detail label={t('verification.admin.review.address')}>{provider.BusinessAddress}</Detail>
            <Detail label={t('verification.admin.review.location')}>{provider.PrimaryLocation}</Detail>
            <Labeled label={t('verification.admin.review.category')}>
              <ReferenceField source="BusinessCategoryId" reference="categories" link={false}>
                <CategoryNameField />
              </ReferenceField>
            </Labeled>
            <Detail label={t('verification.admin.review.owner')}>
              {`${owner.FirstName} ${owner.LastName}`.trim()}
            </Detail>
            <Detail label={t('verification.admin.review.ownerEmail')} dir="ltr">
              {owner.Email}
            </Detail>
            <Labeled label={t('verification.admin.review.accountState')}>
              <Box>
                <StatusBadge kind="account" status={provider.AccState} />
              </Box>
            </Labeled>
          </Box>
        </RecordContextProvider>
      </CardContent>
    </Card>
  );
}
