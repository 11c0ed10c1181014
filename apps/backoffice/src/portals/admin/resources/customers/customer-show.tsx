import { Box, Chip, Stack, Typography } from '@mui/material';
import { formatBhd } from '@marketplace/contract';
import type { ReactNode } from 'react';
import { Labeled, ListButton, Show, TopToolbar, useRecordContext } from 'react-admin';
import { formatDate } from '@/components/dates';
import { RelatedOrders, useRelatedOrders } from '@/portals/admin/components/related-orders';
import { CustomerDeleteButton } from './customer-delete-button';
import { fullName, joinedText, verifiedText } from './customer-texts';
import { CustomerVerifiedButton } from './customer-verified-button';
import { FigureCard } from '@/components/figure-card';

const Title = () => {
  const record = useRecordContext();
  return <>{record ? `Customer: ${fullName(record)}` : 'Customer'}</>;
};

const Actions = () => (
  <TopToolbar>
    <ListButton label="All customers" />
    <CustomerVerifiedButton />
    <CustomerDeleteButton />
  </TopToolbar>
);

const Item = ({ label, children }: { label: string; children: ReactNode }) => (
  <Labeled label={label}>
    <Typography variant="body2" component="span">
      {children || '—'}
    </Typography>
  </Labeled>
);

/** The newest order's date: page 1 of the orders below, newest first (the same request as the table). */
function LastOrder({ customerId, orders }: { customerId: string; orders: number }) {
  const { data, isPending } = useRelatedOrders({ CustomerId: customerId });
  const value = orders === 0 ? 'None yet' : isPending ? '…' : formatDate(data?.[0]?.CreatedAt) || '—';
  return <FigureCard label="Last order" value={value} />;
}

function CustomerDetails() {
  const record = useRecordContext();
  if (!record) return null;
  return (
    <Stack spacing={3} sx={{ p: 2 }}>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
        <Chip color={record.IsActive ? 'success' : 'default'} label={verifiedText(record)} />
        {record.IsDeleted ? <Chip color="error" label="Deleted: sign-in refused" /> : null}
      </Stack>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <Item label="Name">{fullName(record)}</Item>
        <Item label="E-mail">{String(record.Email ?? '')}</Item>
        <Item label="Phone">{String(record.PhoneNumber ?? '')}</Item>
        <Item label="Address">{String(record.Address ?? '')}</Item>
        <Item label="Joined">{joinedText(record.CreatedAt)}</Item>
        <Item label="Last updated">{joinedText(record.UpdatedAt)}</Item>
      </Box>
      <Typography variant="h6" component="h2">
        Orders and spend
      </Typography>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 2 }}>
        <FigureCard label="Orders" value={Number(record.TotalOrders ?? 0)} />
        <FigureCard label="Active" value={Number(record.ActiveOrders ?? 0)} />
        <FigureCard label="Completed" value={Number(record.CompletedOrders ?? 0)} />
        <FigureCard label="Cancelled" value={Number(record.CancelledOrders ?? 0)} />
        <FigureCard label="Total spent" value={formatBhd(Number(record.TotalSpent ?? 0), 3)} />
        <LastOrder customerId={String(record.id)} orders={Number(record.TotalOrders ?? 0)} />
      </Stack>
      <RelatedOrders filter={{ CustomerId: String(record.id) }} party="providers" />
    </Stack>
  );
}

/** GET /api/customer/{id}/details: the customer with order counts and what they spent (net of refunds). */
export default function CustomerShow() {
  return (
    <Show title={<Title />} actions={<Actions />}>
      <CustomerDetails />
    </Show>
  );
}
