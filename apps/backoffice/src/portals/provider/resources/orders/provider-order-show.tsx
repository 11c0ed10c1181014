import { orderNumberForList, type OrderStatusChange } from '@marketplace/contract';
import { MoneyText, StatusBadge } from '@marketplace/ui';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ListButton, Show, TopToolbar, useRecordContext } from 'react-admin';
import { formatDateTime } from '@/components/dates';
import { OrderHistorySection } from '@/components/order-sections';
import type { ProviderOrderRecord } from '@/portals/provider/data-provider/orders-resource';
import { CustomerContact } from './customer-contact';
import { OrderItemsSection } from './order-items-section';
import { customerOf } from './order-rules';

/** The API names only people the provider knows; staff come by role, the system with none. */
const ROLE_NAMES: Record<string, string> = {
  admin: 'Marketplace team',
  superAdmin: 'Marketplace team',
  customer: 'Customer',
  provider: 'Provider',
};
const actorOf = (change: OrderStatusChange) => change.ChangedByName || ROLE_NAMES[change.ChangedByRole] || 'System';

const Title = () => {
  const record = useRecordContext<ProviderOrderRecord>();
  return <>{record ? `Order #${orderNumberForList(record.id)}` : 'Order'}</>;
};

function OrderDetail() {
  const record = useRecordContext<ProviderOrderRecord>();
  if (!record || !Array.isArray(record.OrderItems)) return <LinearProgress aria-label="Loading the order" />;
  const items = record.OrderItems;
  const customer = customerOf(record);
  // Read with the order (GET /api/Order/{id}/history: only the provider's items).
  const history = Array.isArray(record.StatusHistory) ? record.StatusHistory : null;
  return (
    <Stack spacing={2} sx={{ p: { xs: 1, sm: 2 }, minWidth: 0 }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <StatusBadge kind="booking" status={record.Status} />
        <Typography variant="body2">Placed {formatDateTime(record.CreatedAt)}</Typography>
        <Typography variant="body2" component="span">
          Your share <MoneyText amount={record.ShareTotal} variant="body2" component="span" />
        </Typography>
      </Stack>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: customer ? 'minmax(0, 2fr) minmax(0, 1fr)' : '1fr' },
          alignItems: 'start',
        }}
      >
        <OrderItemsSection items={items} />
        {customer && (
          // One column on phones: who to call comes first, above the items, so it is never missed.
          <Box sx={{ order: { xs: -1, md: 0 }, minWidth: 0 }}>
            <CustomerContact customer={customer} waiting={record.ToConfirm > 0} />
          </Box>
        )}
      </Box>
      {history && <OrderHistorySection history={history} actorOf={actorOf} />}
    </Stack>
  );
}

/** One paid order as the provider sees it: its own items, the customer to call, the next steps. */
export default function ProviderOrderShow() {
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
