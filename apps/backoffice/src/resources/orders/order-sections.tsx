import {
  Card,
  CardContent,
  CardHeader,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import type { AdminOrderDetail, BookingStatus, TransactionStatus } from '@marketplace/contract';
import { MoneyText, StatusBadge } from '@marketplace/ui';
import type { ReactNode } from 'react';
import { formatDateTime } from '../../components/dates';

const when = formatDateTime;

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    // minWidth 0: a wide table scrolls inside its card instead of widening the page on phones.
    <Card variant="outlined" component="section" aria-label={title} sx={{ minWidth: 0 }}>
      <CardHeader title={title} slotProps={{ title: { component: 'h2', variant: 'h6' } }} />
      <CardContent sx={{ overflowX: 'auto', maxWidth: '100%', pt: 0 }}>{children}</CardContent>
    </Card>
  );
}

export function OrderItems({ order }: { order: AdminOrderDetail }) {
  return (
    <Section title={`Items (${order.OrderItems.length})`}>
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
                <StatusBadge kind="booking" status={item.Status as BookingStatus} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Section>
  );
}

export function OrderHistory({ order }: { order: AdminOrderDetail }) {
  return (
    <Section title="Status history">
      {order.StatusHistory.length === 0 ? (
        <Typography variant="body2">No changes yet.</Typography>
      ) : (
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>When</TableCell>
              <TableCell>What</TableCell>
              <TableCell>Change</TableCell>
              <TableCell>By</TableCell>
              <TableCell>Reason</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {order.StatusHistory.map((change) => (
              <TableRow key={change.HistoryId}>
                <TableCell>{when(change.CreatedAt)}</TableCell>
                <TableCell>{change.ItemName || 'The order'}</TableCell>
                <TableCell>{`${change.FromStatus ?? 'New'} → ${change.ToStatus}`}</TableCell>
                <TableCell>
                  {change.ChangedByName ? `${change.ChangedByName} (${change.ChangedByRole})` : 'System'}
                </TableCell>
                <TableCell>{change.Reason}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Section>
  );
}

export function OrderPayments({ order }: { order: AdminOrderDetail }) {
  return (
    <Section title="Payments and refunds">
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
                  <StatusBadge kind="transaction" status={payment.Status as TransactionStatus} />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Section>
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
    <Section title="Summary">
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
    </Section>
  );
}
