import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatBhd } from '@marketplace/contract';
import type { ReactNode } from 'react';
import { Labeled, ListButton, Show, TopToolbar, useRecordContext } from 'react-admin';
import { formatDate } from '@/components/dates';
import { RelatedOrders, useRelatedOrders } from '@/portals/admin/components/related-orders';
import { CustomerDeleteButton } from './customer-delete-button';
import { fullName, joinedText, verifiedText } from './customer-texts';
import { CustomerVerifiedButton } from './customer-verified-button';
import { FigureCard } from '@/components/figure-card';
import type { CustomerDetailsRecord, CustomerRecord } from '@/portals/admin/data-provider/customers-resource';

/**
 * The details (GET .../details); until they arrive react-admin shows the list's row (its getOne
 * cache), which has no order figures.
 */
type ShownCustomer = CustomerRecord & Partial<CustomerDetailsRecord>;

const Title = () => {
  const record = useRecordContext<ShownCustomer>();
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
  const record = useRecordContext<ShownCustomer>();
  if (!record) return null;
  return (
    <Stack spacing={3} sx={{ p: 2 }}>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
        <Chip color={record.IsActive ? 'success' : 'default'} label={verifiedText(record)} />
        {record.IsDeleted ? <Chip color="error" label="Deleted: sign-in refused" /> : null}
      </Stack>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <Item label="Name">{fullName(record)}</Item>
        <Item label="E-mail">{record.Email}</Item>
        <Item label="Phone">{record.PhoneNumber}</Item>
        <Item label="Address">{record.Address}</Item>
        <Item label="Joined">{joinedText(record.CreatedAt)}</Item>
        <Item label="Last updated">{joinedText(record.UpdatedAt)}</Item>
      </Box>
      <Typography variant="h6" component="h2">
        Orders and spend
      </Typography>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 2 }}>
        <FigureCard label="Orders" value={record.TotalOrders ?? 0} />
        <FigureCard label="Active" value={record.ActiveOrders ?? 0} />
        <FigureCard label="Completed" value={record.CompletedOrders ?? 0} />
        <FigureCard label="Cancelled" value={record.CancelledOrders ?? 0} />
        <FigureCard label="Total spent" value={formatBhd(record.TotalSpent ?? 0, 3)} />
        <LastOrder customerId={record.id} orders={record.TotalOrders ?? 0} />
      </Stack>
      <RelatedOrders filter={{ CustomerId: record.id }} party="providers" />
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
