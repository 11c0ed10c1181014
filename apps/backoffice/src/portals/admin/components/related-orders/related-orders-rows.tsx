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
import { useFormat, useT } from '@/i18n/text';
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
  const t = useT();
  const format = useFormat();
  return (
    <Table size="small" aria-label={t('admin.components.relatedOrders.table')}>
      <TableHead>
        <TableRow>
          <TableCell>{t('admin.components.relatedOrders.number')}</TableCell>
          <TableCell>{t('admin.components.relatedOrders.placed')}</TableCell>
          <TableCell>
            {party === 'customer'
              ? t('admin.components.relatedOrders.customer')
              : t('admin.components.relatedOrders.providers')}
          </TableCell>
          <TableCell>{t('admin.components.relatedOrders.status')}</TableCell>
          <TableCell sx={{ textAlign: 'end' }}>{t('admin.components.relatedOrders.total')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {orders.map((order) => (
          <TableRow key={order.id} hover>
            <TableCell>
              <Link to={showPath(order.id)} dir="ltr">
                #{orderNumberForList(order.id)}
              </Link>
            </TableCell>
            <TableCell>{format.date(order.CreatedAt)}</TableCell>
            <TableCell>
              <Typography variant="body2" dir="auto">
                {partyText(order, party)}
              </Typography>
              {party === 'customer' ? (
                <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                  {order.CustomerEmail}
                </Typography>
              ) : null}
            </TableCell>
            <TableCell>
              <StatusBadge kind="booking" status={order.Status} />
            </TableCell>
            <TableCell sx={{ textAlign: 'end' }}>
              <MoneyText amount={order.TotalPrice} variant="body2" />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

export function RelatedOrdersCards({ orders, party, showPath }: RowsProps) {
  const t = useT();
  const format = useFormat();
  return (
    <Stack
      component="ul"
      spacing={1}
      sx={{ listStyle: 'none', p: 0, m: 0 }}
      aria-label={t('admin.components.relatedOrders.table')}
    >
      {orders.map((order) => (
        <Card component="li" variant="outlined" key={order.id}>
          <CardActionArea component={RouterLink} to={showPath(order.id)}>
            <CardContent sx={{ display: 'grid', gap: 0.5 }}>
              <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 1 }}>
                <Typography variant="subtitle2" component="span" dir="ltr">
                  #{orderNumberForList(order.id)}
                </Typography>
                <MoneyText amount={order.TotalPrice} variant="subtitle2" />
              </Stack>
              <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                {format.date(order.CreatedAt)} · <bdi>{partyText(order, party)}</bdi>
              </Typography>
              <StatusBadge kind="booking" status={order.Status} sx={{ justifySelf: 'start' }} />
            </CardContent>
          </CardActionArea>
        </Card>
      ))}
    </Stack>
  );
}
