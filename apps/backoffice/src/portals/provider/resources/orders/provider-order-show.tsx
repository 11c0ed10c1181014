import { orderNumberForList, type OrderStatusChange } from '@marketplace/contract';
import { StatusBadge } from '@marketplace/ui';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useCallback } from 'react';
import { ListButton, Show, TopToolbar, useRecordContext } from 'react-admin';
import { OrderHistorySection } from '@/components/order-sections';
import { TaxDocumentsSection } from '@/components/tax-documents';
import { useFormat, useT, type MessageId } from '@/i18n/text';
import type { ProviderOrderRecord } from '@/portals/provider/data-provider/orders-resource';
import { CustomerContact } from './customer-contact';
import { OrderConversation } from './order-conversation';
import { OrderItemsSection } from './order-items-section';
import { customerOf } from './order-rules';
import { useIsolate } from '@/i18n/use-isolate';

/** The API names only people the provider knows; staff come by role, the system with none. */
const ROLE_NAMES: Readonly<Record<string, MessageId>> = {
  admin: 'provider.orders.show.byTeam',
  superAdmin: 'provider.orders.show.byTeam',
  customer: 'provider.orders.show.byCustomer',
  provider: 'provider.orders.show.byProvider',
};

function useActorOf(): (change: OrderStatusChange) => string {
  const t = useT();
  return useCallback(
    (change: OrderStatusChange) => {
      if (change.ChangedByName) return change.ChangedByName;
      const role = Object.hasOwn(ROLE_NAMES, change.ChangedByRole) ? ROLE_NAMES[change.ChangedByRole] : undefined;
      return t(role ?? 'provider.orders.show.bySystem');
    },
    [t],
  );
}

const Title = () => {
  const record = useRecordContext<ProviderOrderRecord>();
  const t = useT();
  const isolate = useIsolate();
  return (
    <>
      {record
        ? t('provider.orders.show.title', { number: isolate.ltr(`#${orderNumberForList(record.id)}`) })
        : t('provider.orders.show.titleLoading')}
    </>
  );
};

function OrderDetail() {
  const record = useRecordContext<ProviderOrderRecord>();
  const t = useT();
  const format = useFormat();
  const actorOf = useActorOf();
  if (!record || !Array.isArray(record.OrderItems))
    return <LinearProgress aria-label={t('provider.orders.show.loading')} />;
  const items = record.OrderItems;
  const customer = customerOf(record);
  // Read with the order (GET /api/Order/{id}/history: only the provider's items).
  const history = Array.isArray(record.StatusHistory) ? record.StatusHistory : null;
  return (
    <Stack spacing={2} sx={{ p: { xs: 1, sm: 2 }, minWidth: 0 }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <StatusBadge kind="booking" status={record.Status} />
        <Typography variant="body2">
          {t('provider.orders.show.placed', { date: format.dateTime(record.CreatedAt) })}
        </Typography>
        <Typography variant="body2" component="span">
          {t('provider.orders.show.share', { amount: format.money(record.ShareTotal) })}
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
      {/* Issue 37: talking with the customer about the request, beside what is to be done. */}
      <OrderConversation orderId={record.OrderId} />
      {history && <OrderHistorySection history={history} actorOf={actorOf} />}
      {/* The lines of the provider's items only (the API leaves the others out); no PDF: it is the
          whole document, the customer's and the admins' to download. */}
      <TaxDocumentsSection orderId={record.OrderId} note={t('provider.orders.show.taxDocumentsNote')} />
    </Stack>
  );
}

/** One paid order as the provider sees it: its own items, the customer to call, the next steps. */
export default function ProviderOrderShow() {
  const t = useT();
  return (
    <Show
      title={<Title />}
      actions={
        <TopToolbar>
          <ListButton label={t('provider.orders.show.allOrders')} />
        </TopToolbar>
      }
    >
      <OrderDetail />
    </Show>
  );
}
