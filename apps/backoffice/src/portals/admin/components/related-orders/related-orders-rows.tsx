import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { orderNumberForList } from '@marketplace/contract';
import { MoneyText, StatusBadge } from '@marketplace/ui';
import { Link } from 'react-admin';
import { Link as RouterLink } from 'react-router';
import { formatDate } from '@/components/dates';
import type { RelatedOrder } from './use-related-orders';

// The rows of RelatedOrders: a table from the small breakpoint, cards on phones (360 px). Each
// order links to its admin detail page. `party` is the column that says who else is involved: the
// customer on a provider's page, the providers on a customer's page.

export type RelatedOrdersParty = 'customer' | 'providers';

interface RowsProps {
  orders: readonly RelatedOrder[];
  party: RelatedOrdersParty;
  showPath: (id: string) => string;
}

const partyText = (order: RelatedOrder, party: RelatedOrdersParty) =>
  party === 'customer' ? order.CustomerName : order.ProviderNames.join(', ');

export function RelatedOrdersTable({ orders, party, showPath }: RowsProps) {
  return (
    <Table size="small" aria-label="Orders">
      <TableHead>
        <TableRow>
          <TableCell>Order #</TableCell>
          <TableCell>Placed</TableCell>
          <TableCell>{party === 'customer' ? 'Customer' : 'Providers'}</TableCell>
          <TableCell>Status</TableCell>
          <TableCell align="right">Total</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {orders.map((order) => (
          <TableRow key={order.id} hover>
            <TableCell>
              <Link to={showPath(order.id)}>#{orderNumberForList(order.id)}</Link>
            </TableCell>
            <TableCell>{formatDate(order.CreatedAt)}</TableCell>
            <TableCell>
              <Typography variant="body2">{partyText(order, party)}</Typography>
              {party === 'customer' ? (
                <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                  {order.CustomerEmail}
                </Typography>
              ) : null}
            </TableCell>
            <TableCell>
              <StatusBadge kind="booking" status={order.Status} />
            </TableCell>
            <TableCell align="right">
              <MoneyText amount={order.TotalPrice} variant="body2" />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

export function RelatedOrdersCards({ orders, party, showPath }: RowsProps) {
  return (
    <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label="Orders">
      {orders.map((order) => (
        <Card component="li" variant="outlined" key={order.id}>
          <CardActionArea component={RouterLink} to={showPath(order.id)}>
            <CardContent sx={{ display: 'grid', gap: 0.5 }}>
              <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 1 }}>
                <Typography variant="subtitle2" component="span">
                  #{orderNumberForList(order.id)}
                </Typography>
                <MoneyText amount={order.TotalPrice} variant="subtitle2" />
              </Stack>
              <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                {formatDate(order.CreatedAt)} · {partyText(order, party)}
              </Typography>
              <StatusBadge kind="booking" status={order.Status} sx={{ justifySelf: 'start' }} />
            </CardContent>
          </CardActionArea>
        </Card>
      ))}
    </Stack>
  );
}
