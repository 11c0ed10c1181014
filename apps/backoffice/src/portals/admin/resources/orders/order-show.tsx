import type { TaxDocument } from '@marketplace/contract';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { StatusBadge } from '@marketplace/ui';
import { ListButton, Show, TopToolbar, useRecordContext } from 'react-admin';
import { TaxDocumentsSection } from '@/components/tax-documents';
import { useT } from '@/i18n/text';
import type { AdminOrderDetailRecord, AdminOrderRecord } from '@/portals/admin/data-provider/orders-resource';
import { OrderActions } from './order-actions';
import { OrderConversations } from './order-conversations';
import { OrderName } from './order-name';
import { OrderHistory, OrderItems, OrderPayments, OrderSummary } from './order-sections';
import { TaxDocumentPdfButton } from './tax-document-pdf-button';

/** Each tax document's PDF, for admins (the provider's page offers none). */
const pdfButtonOf = (document: TaxDocument) => <TaxDocumentPdfButton document={document} />;

const Title = () => {
  const record = useRecordContext<AdminOrderDetailRecord>();
  const t = useT();
  return record ? <OrderName /> : <>{t('admin.orders.show.order')}</>;
};

function OrderDetail() {
  const t = useT();
  // Opened from the list, react-admin first shows the list's row (no items, history or payments)
  // while the detail loads: wait for the detail rather than render half an order.
  const record = useRecordContext<AdminOrderRecord | AdminOrderDetailRecord>();
  if (!record || !('OrderItems' in record)) return <LinearProgress aria-label={t('admin.orders.show.loading')} />;
  return (
    <Stack spacing={2} sx={{ p: { xs: 1, sm: 2 }, minWidth: 0 }}>
      <Stack
        direction={{ xs: 'column', lg: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { lg: 'center' } }}
      >
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Typography variant="h6" component="h2">
            {t('admin.orders.show.status')}
          </Typography>
          <StatusBadge kind="booking" status={record.Status} />
        </Stack>
        <OrderActions />
      </Stack>
      <OrderSummary order={record} />
      <OrderItems order={record} />
      <OrderHistory order={record} />
      <OrderConversations orderId={record.OrderId} />
      <OrderPayments order={record} />
      <TaxDocumentsSection orderId={record.OrderId} actionOf={pdfButtonOf} />
    </Stack>
  );
}

export default function OrderShow() {
  const t = useT();
  return (
    <Show
      title={<Title />}
      actions={
        <TopToolbar>
          <ListButton label={t('admin.orders.show.all')} />
        </TopToolbar>
      }
    >
      <OrderDetail />
    </Show>
  );
}
