import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Labeled, ListButton, ReferenceField, Show, TextField, TopToolbar, useRecordContext } from 'react-admin';
import { ArabicText } from '@/components/arabic-text/arabic-text-input';
import { ProviderStateActions } from '@/portals/admin/components/provider-state/provider-state-actions';
import { ProviderStateChip } from '@/portals/admin/components/provider-state/provider-state-chip';
import { formatDate } from '@/components/dates';
import { RelatedOrders } from '@/portals/admin/components/related-orders';
import { ProviderListings } from './provider-listings';
import { ProviderStats } from './provider-stats';
import type { ProviderRecord } from '@/portals/admin/data-provider/providers-resource';

const Title = () => {
  const record = useRecordContext<ProviderRecord>();
  return <>{record ? `Provider: ${record.BusinessName}` : 'Provider'}</>;
};

const Actions = () => (
  <TopToolbar sx={{ alignItems: 'center' }}>
    <ListButton label="All providers" />
    <ProviderStateActions />
  </TopToolbar>
);

const Item = ({ label, children }: { label: string; children: ReactNode }) => (
  <Labeled label={label}>
    <Typography variant="body2" component="span" sx={{ overflowWrap: 'anywhere' }}>
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
  if (!record) return null;
  const user = record.UserDetails;
  return (
    <Stack spacing={3} sx={{ p: 2 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <ProviderStateChip />
        {record.ProfileSubmitted ? null : <Typography variant="body2">Profile not submitted yet</Typography>}
      </Stack>
      <Section title="Business">
        <Box sx={grid}>
          <Item label="Business name">{record.BusinessName}</Item>
          <Item label="Arabic business name">
            {record.BusinessNameAr ? <ArabicText value={record.BusinessNameAr} /> : null}
          </Item>
          <Labeled label="Category">
            <ReferenceField source="BusinessCategoryId" reference="categories" link={false}>
              <TextField source="CategoryName" />
            </ReferenceField>
          </Labeled>
          <Item label="Location">{record.PrimaryLocation}</Item>
          <Item label="Address">{record.BusinessAddress}</Item>
          <Item label="Website">{record.Website}</Item>
          <Item label="Contact name">{record.ContactName}</Item>
          <Item label="Joined">{formatDate(record.CreatedAt)}</Item>
          <Item label="Last changed">{formatDate(record.ModifiedAt)}</Item>
        </Box>
        <Box sx={grid}>
          <Item label="Description">{record.BusinessDescription}</Item>
          <Item label="Arabic description">
            {record.BusinessDescriptionAr ? <ArabicText value={record.BusinessDescriptionAr} /> : null}
          </Item>
        </Box>
      </Section>
      <Section title="User contact">
        <Box sx={grid}>
          <Item label="Name">{`${user.FirstName} ${user.LastName}`.trim()}</Item>
          <Item label="E-mail">{user.Email}</Item>
          <Item label="Phone">{user.PhoneNumber}</Item>
          <Item label="Address">{user.Address}</Item>
        </Box>
      </Section>
      <Section title="Stats">
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
