import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { AdminOrderDetail, OrderStatusChange } from '@marketplace/contract';
import { MoneyText, StatusBadge } from '@marketplace/ui';
import type { ReactNode } from 'react';
import { formatDateTime } from '@/components/dates';
import { OrderHistorySection, OrderSection } from '@/components/order-sections';

const when = formatDateTime;

export function OrderItems({ order }: { order: AdminOrderDetail }) {
  return (
    <OrderSection title={`Items (${order.OrderItems.length})`}>
      <Table size="small">
        <TableHead>
          <TableRow>
            <TableCell>Item</TableCell>
            <TableCell>Provider</TableCell>
            <TableCell align="right">Quantity</TableCell>
            <TableCell align="right">Unit price</TableCell>
            <TableCell>Status</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {order.OrderItems.map((item) => (
            <TableRow key={item.OrderItemId}>
              <TableCell>{item.Name}</TableCell>
              <TableCell>{item.ProviderName}</TableCell>
              <TableCell align="right">{item.Type === 'service' ? 'Service' : item.Quantity}</TableCell>
              <TableCell align="right">
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
const actorOf = (change: OrderStatusChange) =>
  change.ChangedByName ? `${change.ChangedByName} (${change.ChangedByRole})` : 'System';

export function OrderHistory({ order }: { order: AdminOrderDetail }) {
  return <OrderHistorySection history={order.StatusHistory} actorOf={actorOf} />;
}

export function OrderPayments({ order }: { order: AdminOrderDetail }) {
  return (
    <OrderSection title="Payments and refunds">
      {order.Payments.length === 0 ? (
        <Typography variant="body2">No payment yet.</Typography>
      ) : (
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>When</TableCell>
              <TableCell>Type</TableCell>
              <TableCell>Reference</TableCell>
              <TableCell>Method</TableCell>
              <TableCell align="right">Amount</TableCell>
              <TableCell>Status</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {order.Payments.map((payment) => (
              <TableRow key={payment.TransactionId}>
                <TableCell>{when(payment.CreatedAt)}</TableCell>
                <TableCell sx={{ textTransform: 'capitalize' }}>{payment.Type}</TableCell>
                <TableCell>{payment.ReferenceNumber}</TableCell>
                <TableCell>{payment.PaymentMethod}</TableCell>
                <TableCell align="right">
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

export function OrderSummary({ order }: { order: AdminOrderDetail }) {
  const rows: [string, ReactNode][] = [
    [
      'Customer',
      `${order.CustomerName} · ${order.CustomerEmail}${order.CustomerPhone ? ` · ${order.CustomerPhone}` : ''}`,
    ],
    ['Placed', when(order.CreatedAt)],
    [
      'Payment',
      `${order.PaymentType === 'benefit' ? 'BENEFIT' : 'Card'}, ${order.PaidAt ? `paid ${when(order.PaidAt)}` : 'not paid'}`,
    ],
    ['Total', <MoneyText key="total" amount={order.TotalPrice} variant="body2" />],
  ];
  return (
    <OrderSection title="Summary">
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
