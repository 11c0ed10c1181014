import { Stack, Typography } from '@mui/material';
import type { AdminOrderDetail, BookingStatus } from '@marketplace/contract';
import { StatusBadge } from '@marketplace/ui';
import { ListButton, Show, TopToolbar, useRecordContext } from 'react-admin';
import { OrderActions } from './order-actions';
import { orderNumber } from './order-number';
import { OrderHistory, OrderItems, OrderPayments, OrderSummary } from './order-sections';

const Title = () => {
  const record = useRecordContext();
  return <>{record ? `Order #${orderNumber(String(record.id))}` : 'Order'}</>;
};

function OrderDetail() {
  const record = useRecordContext<AdminOrderDetail & { id: string }>();
  if (!record) return null;
  return (
    <Stack spacing={2} sx={{ p: { xs: 1, sm: 2 } }}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ justifyContent: 'space-between' }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Typography variant="h6" component="h2">
            Status
          </Typography>
          <StatusBadge kind="booking" status={record.Status as BookingStatus} />
        </Stack>
        <OrderActions />
      </Stack>
      <OrderSummary order={record} />
      <OrderItems order={record} />
      <OrderHistory order={record} />
      <OrderPayments order={record} />
    </Stack>
  );
}

export default function OrderShow() {
  return (
    <Show
      title={<Title />}
      actions={
        <TopToolbar>
          <ListButton label="All orders" />
        </TopToolbar>
      }
    >
      <OrderDetail />
    </Show>
  );
}
