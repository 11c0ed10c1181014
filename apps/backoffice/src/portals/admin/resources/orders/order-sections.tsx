import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { AdminOrderDetail, AdminOrderPayment, OrderStatusChange } from '@marketplace/contract';
import { MoneyText, StatusBadge } from '@marketplace/ui';
import { useCallback, type ReactNode } from 'react';
import { OrderHistorySection, OrderSection } from '@/components/order-sections';
import { useFormat, useT, type Translate } from '@/i18n/text';
import { useIsolate } from '@/i18n/use-isolate';

/** Figures and amounts sit at the end of their column (the left in Arabic). */
const END = { textAlign: 'end' } as const;

export function OrderItems({ order }: { order: AdminOrderDetail }) {
  const t = useT();
  return (
    <OrderSection title={t('admin.orders.items.title', { count: order.OrderItems.length })}>
      <Table size="small">
        <TableHead>
          <TableRow>
            <TableCell>{t('admin.orders.items.item')}</TableCell>
            <TableCell>{t('admin.orders.items.provider')}</TableCell>
            <TableCell sx={END}>{t('admin.orders.items.quantity')}</TableCell>
            <TableCell sx={END}>{t('admin.orders.items.unitPrice')}</TableCell>
            <TableCell>{t('admin.orders.items.status')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {order.OrderItems.map((item) => (
            <TableRow key={item.OrderItemId}>
              <TableCell dir="auto">{item.Name}</TableCell>
              <TableCell dir="auto">{item.ProviderName}</TableCell>
              <TableCell sx={END}>
                {item.Type === 'service' ? t('admin.orders.items.service') : item.Quantity}
              </TableCell>
              <TableCell sx={END}>
                <MoneyText amount={item.UnitPrice} variant="body2" />
              </TableCell>
              <TableCell>
                <StatusBadge kind="booking" status={item.Status} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </OrderSection>
  );
}

/** Admins see who made each change by name and role; a change without a person is the system's. */
export function OrderHistory({ order }: { order: AdminOrderDetail }) {
  const t = useT();
  const isolate = useIsolate();
  const actorOf = useCallback(
    (change: OrderStatusChange) =>
      change.ChangedByName
        ? t('admin.orders.history.actor', { name: isolate.auto(change.ChangedByName), role: change.ChangedByRole })
        : t('admin.orders.history.system'),
    [t, isolate],
  );
  return <OrderHistorySection history={order.StatusHistory} actorOf={actorOf} />;
}

/** The stored payment methods by name; anything else as stored. */
function methodText(t: Translate, method: string): string {
  // The gateways write the method in either case ("BENEFIT", "card").
  const known = method.toLowerCase();
  if (known === 'card') return t('admin.orders.payments.method.card');
  if (known === 'benefit') return t('admin.orders.payments.method.benefit');
  return method;
}

const typeText = (t: Translate, type: AdminOrderPayment['Type']) =>
  type === 'refund' ? t('admin.orders.payments.type.refund') : t('admin.orders.payments.type.payment');

export function OrderPayments({ order }: { order: AdminOrderDetail }) {
  const t = useT();
  const format = useFormat();
  return (
    <OrderSection title={t('admin.orders.payments.title')}>
      {order.Payments.length === 0 ? (
        <Typography variant="body2">{t('admin.orders.payments.empty')}</Typography>
      ) : (
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>{t('admin.orders.payments.when')}</TableCell>
              <TableCell>{t('admin.orders.payments.typeHeader')}</TableCell>
              <TableCell>{t('admin.orders.payments.reference')}</TableCell>
              <TableCell>{t('admin.orders.payments.methodHeader')}</TableCell>
              <TableCell sx={END}>{t('admin.orders.payments.amount')}</TableCell>
              <TableCell>{t('admin.orders.payments.status')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {order.Payments.map((payment) => (
              <TableRow key={payment.TransactionId}>
                <TableCell>{format.dateTime(payment.CreatedAt)}</TableCell>
                <TableCell>{typeText(t, payment.Type)}</TableCell>
                <TableCell>
                  <bdi>{payment.ReferenceNumber}</bdi>
                </TableCell>
                <TableCell dir="auto">{methodText(t, payment.PaymentMethod)}</TableCell>
                <TableCell sx={END}>
                  <MoneyText amount={payment.Amount} variant="body2" />
                </TableCell>
                <TableCell>
                  <StatusBadge kind="transaction" status={payment.Status} />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </OrderSection>
  );
}

/** "Layla Hasan · layla@example.bh · +973…": the name may be Arabic, the e-mail and phone read left to right. */
function CustomerText({ order }: { order: AdminOrderDetail }) {
  return (
    <>
      <bdi>{order.CustomerName}</bdi>
      {' · '}
      <bdi dir="ltr">{order.CustomerEmail}</bdi>
      {order.CustomerPhone ? (
        <>
          {' · '}
          <bdi dir="ltr">{order.CustomerPhone}</bdi>
        </>
      ) : null}
    </>
  );
}

export function OrderSummary({ order }: { order: AdminOrderDetail }) {
  const t = useT();
  const format = useFormat();
  // BENEFIT is the Bahraini payment network's name, the same in both languages.
  const method = order.PaymentType === 'benefit' ? 'BENEFIT' : t('admin.orders.summary.card');
  const rows: [string, ReactNode][] = [
    [t('admin.orders.summary.customer'), <CustomerText key="customer" order={order} />],
    [t('admin.orders.summary.placed'), format.dateTime(order.CreatedAt)],
    [
      t('admin.orders.summary.payment'),
      order.PaidAt
        ? t('admin.orders.summary.paid', { method, when: format.dateTime(order.PaidAt) })
        : t('admin.orders.summary.notPaid', { method }),
    ],
    [t('admin.orders.summary.total'), <MoneyText key="total" amount={order.TotalPrice} variant="body2" />],
  ];
  return (
    <OrderSection title={t('admin.orders.summary.title')}>
      <Table size="small">
        <TableBody>
          {rows.map(([name, value]) => (
            <TableRow key={name}>
              <TableCell component="th" scope="row" sx={{ width: 140, fontWeight: 600 }}>
                {name}
              </TableCell>
              <TableCell>{value}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </OrderSection>
  );
}
