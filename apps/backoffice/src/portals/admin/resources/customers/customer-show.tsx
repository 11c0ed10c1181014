import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Labeled, ListButton, Show, TopToolbar, useRecordContext } from 'react-admin';
import { useFormat, useT } from '@/i18n/text';
import { RelatedOrders, useRelatedOrders } from '@/portals/admin/components/related-orders';
import { CustomerDeleteButton } from './customer-delete-button';
import { fullName, verifiedText } from './customer-texts';
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
  const t = useT();
  return (
    <>{record ? t('admin.customers.show.title', { name: fullName(record) }) : t('admin.customers.show.untitled')}</>
  );
};

const Actions = () => {
  const t = useT();
  return (
    <TopToolbar>
      <ListButton label={t('admin.customers.show.allCustomers')} />
      <CustomerVerifiedButton />
      <CustomerDeleteButton />
    </TopToolbar>
  );
};

/** One detail; the customer's own words (a name, an address) read in their own direction. */
const Item = ({ label, children }: { label: string; children: ReactNode }) => (
  <Labeled label={label}>
    <Typography variant="body2" component="span" dir="auto">
      {children || '—'}
    </Typography>
  </Labeled>
);

/** The newest order's date: page 1 of the orders below, newest first (the same request as the table). */
function LastOrder({ customerId, orders }: { customerId: string; orders: number }) {
  const { data, isPending } = useRelatedOrders({ CustomerId: customerId });
  const t = useT();
  const format = useFormat();
  const value =
    orders === 0 ? t('admin.customers.show.noneYet') : isPending ? '…' : format.date(data?.[0]?.CreatedAt) || '—';
  return <FigureCard label={t('admin.customers.show.lastOrder')} value={value} />;
}

function CustomerDetails() {
  const record = useRecordContext<ShownCustomer>();
  const t = useT();
  const format = useFormat();
  if (!record) return null;
  const count = (value: number | undefined) => format.number(value ?? 0);
  return (
    <Stack spacing={3} sx={{ p: 2 }}>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
        <Chip color={record.IsActive ? 'success' : 'default'} label={verifiedText(record, t)} />
        {record.IsDeleted ? <Chip color="error" label={t('admin.customers.show.deletedSignInRefused')} /> : null}
      </Stack>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <Item label={t('admin.customers.field.name')}>{fullName(record)}</Item>
        <Item label={t('admin.customers.field.email')}>{record.Email}</Item>
        <Item label={t('admin.customers.field.phone')}>{record.PhoneNumber}</Item>
        <Item label={t('admin.customers.field.address')}>{record.Address}</Item>
        <Item label={t('admin.customers.field.joined')}>{format.date(record.CreatedAt)}</Item>
        <Item label={t('admin.customers.field.lastUpdated')}>{format.date(record.UpdatedAt)}</Item>
      </Box>
      <Typography variant="h6" component="h2">
        {t('admin.customers.show.ordersAndSpend')}
      </Typography>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 2 }}>
        <FigureCard label={t('admin.customers.show.orders')} value={count(record.TotalOrders)} />
        <FigureCard label={t('admin.customers.show.active')} value={count(record.ActiveOrders)} />
        <FigureCard label={t('admin.customers.show.completed')} value={count(record.CompletedOrders)} />
        <FigureCard label={t('admin.customers.show.cancelled')} value={count(record.CancelledOrders)} />
        <FigureCard label={t('admin.customers.show.totalSpent')} value={format.money(record.TotalSpent ?? 0, 3)} />
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
