import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Labeled, ListButton, ReferenceField, Show, TopToolbar, useRecordContext } from 'react-admin';
import { ArabicText } from '@/components/arabic-text/arabic-text-input';
import { useFormat, useT } from '@/i18n/text';
import { ProviderStateActions } from '@/portals/admin/components/provider-state/provider-state-actions';
import { ProviderStateChip } from '@/portals/admin/components/provider-state/provider-state-chip';
import { RelatedOrders } from '@/portals/admin/components/related-orders';
import { ProviderListings } from './provider-listings';
import { ProviderStats } from './provider-stats';
import type { ProviderRecord } from '@/portals/admin/data-provider/providers-resource';
import { CategoryNameField } from '@/components/category-name';
import { VERIFICATION_PATHS } from '@marketplace/contract';
import MuiButton from '@mui/material/Button';
import { Link as RouterLink } from 'react-router';
import { ProviderVerificationChip } from '@/portals/admin/components/verification/verification-chips';
import { useBusinessTypeLabel } from '@/portals/admin/components/verification/verification-labels';
import { ProviderDeleteButton } from './provider-delete-button';

const Title = () => {
  const record = useRecordContext<ProviderRecord>();
  const t = useT();
  return (
    <>
      {record
        ? t('admin.providers.show.title', { name: `\u2068${record.BusinessName}\u2069` })
        : t('admin.providers.show.provider')}
    </>
  );
};

/** Issue 38: the business's documents, on its verification review page. */
const DocumentsLink = () => {
  const record = useRecordContext<ProviderRecord>();
  const t = useT();
  if (!record) return null;
  return (
    <MuiButton component={RouterLink} to={VERIFICATION_PATHS.adminReview(record.id)} size="small">
      {t('verification.admin.providers.documents')}
    </MuiButton>
  );
};

const Actions = () => {
  const t = useT();
  return (
    <TopToolbar sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
      <ListButton label={t('admin.providers.show.all')} />
      <DocumentsLink />
      <ProviderStateActions />
      <ProviderDeleteButton />
    </TopToolbar>
  );
};

/**
 * A labelled value. What the provider typed reads in its own direction (`auto`); the English and
 * Arabic versions of the business's texts, side by side, left to right and right to left.
 */
const Item = ({
  label,
  dir = 'auto',
  children,
}: {
  label: string;
  dir?: 'auto' | 'ltr' | 'rtl';
  children: ReactNode;
}) => (
  <Labeled label={label}>
    <Typography variant="body2" component="span" dir={dir} sx={{ overflowWrap: 'anywhere' }}>
      {children || '—'}
    </Typography>
  </Labeled>
);

const Section = ({ title, children }: { title: string; children: ReactNode }) => (
  <Box component="section">
    <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
      {title}
    </Typography>
    {children}
  </Box>
);

const grid = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } } as const;

function ProviderDetails() {
  const record = useRecordContext<ProviderRecord>();
  const t = useT();
  const format = useFormat();
  const typeLabel = useBusinessTypeLabel();
  if (!record) return null;
  const user = record.UserDetails;
  return (
    <Stack spacing={3} sx={{ p: 2 }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <ProviderStateChip />
        <ProviderVerificationChip verification={record.Verification} />
        {record.VerifiedUntil && record.Verification === 'verified' ? (
          <Typography variant="body2">
            {t('verification.admin.providers.verifiedUntil', { date: format.date(record.VerifiedUntil) })}
          </Typography>
        ) : null}
        {record.ProfileSubmitted ? null : (
          <Typography variant="body2">{t('admin.providers.show.notSubmitted')}</Typography>
        )}
      </Stack>
      {/* Why it was rejected or deactivated, as the business was told: the next admin reads it too. */}
      {record.StateReason ? <Item label={t('admin.providers.show.stateReason')}>{record.StateReason}</Item> : null}
      <Section title={t('admin.providers.show.business')}>
        <Box sx={grid}>
          <Item label={t('admin.providers.show.businessName')} dir="ltr">
            {record.BusinessName}
          </Item>
          <Item label={t('admin.providers.show.businessNameAr')} dir="rtl">
            {record.BusinessNameAr ? <ArabicText value={record.BusinessNameAr} /> : null}
          </Item>
          <Item label={t('verification.admin.providers.businessType')}>{typeLabel(record.BusinessType)}</Item>
          <Labeled label={t('admin.providers.show.category')}>
            <ReferenceField source="BusinessCategoryId" reference="categories" link={false}>
              <CategoryNameField />
            </ReferenceField>
          </Labeled>
          <Item label={t('admin.providers.show.location')}>{record.PrimaryLocation}</Item>
          <Item label={t('admin.providers.show.address')}>{record.BusinessAddress}</Item>
          <Item label={t('admin.providers.show.website')} dir="ltr">
            {record.Website}
          </Item>
          <Item label={t('admin.providers.show.contactName')}>{record.ContactName}</Item>
          <Item label={t('admin.providers.show.joined')}>{format.date(record.CreatedAt)}</Item>
          <Item label={t('admin.providers.show.lastChanged')}>{format.date(record.ModifiedAt)}</Item>
        </Box>
        <Box sx={grid}>
          <Item label={t('admin.providers.show.description')} dir="ltr">
            {record.BusinessDescription}
          </Item>
          <Item label={t('admin.providers.show.descriptionAr')} dir="rtl">
            {record.BusinessDescriptionAr ? <ArabicText value={record.BusinessDescriptionAr} /> : null}
          </Item>
        </Box>
      </Section>
      <Section title={t('admin.providers.show.userContact')}>
        <Box sx={grid}>
          <Item label={t('admin.providers.show.name')}>{`${user.FirstName} ${user.LastName}`.trim()}</Item>
          <Item label={t('admin.providers.show.email')} dir="ltr">
            {user.Email}
          </Item>
          <Item label={t('admin.providers.show.phone')} dir="ltr">
            {user.PhoneNumber}
          </Item>
          <Item label={t('admin.providers.show.address')}>{user.Address}</Item>
        </Box>
      </Section>
      <Section title={t('admin.providers.show.stats')}>
        <ProviderStats providerId={record.id} />
      </Section>
      <ProviderListings providerId={record.id} providerActive={record.AccState === 'active'} />
      <RelatedOrders filter={{ ProviderId: record.id }} party="customer" />
    </Stack>
  );
}

export default function ProviderShow() {
  return (
    <Show title={<Title />} actions={<Actions />}>
      <ProviderDetails />
    </Show>
  );
}
