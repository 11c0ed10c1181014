import { orderNumberForList } from '@marketplace/contract';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import { StatusBadge } from '@marketplace/ui';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { useNotify } from 'react-admin';
import { api } from '@/api';
import { formatDateTime } from '@/components/dates';
import { useListLink } from '@/components/list-links';
import { LoadingSkeleton } from '@/components/loading-skeleton';

/** The five newest paid orders holding the provider's items; each opens the order. */
export function RecentOrders({ userId }: { userId: string }) {
  const notify = useNotify();
  const listLink = useListLink();
  const orders = useQuery({
    queryKey: ['provider-home', 'recent-orders', userId],
    queryFn: () => api.orders.listForProvider(userId, { pageSize: 5 }),
  });
  useEffect(() => {
    if (orders.error) notify(orders.error.message, { type: 'error' });
  }, [orders.error, notify]);

  return (
    <Card component="section" aria-label="Recent orders" sx={{ height: '100%' }}>
      <CardHeader
        title="Recent orders"
        slotProps={{ title: { component: 'h2', variant: 'h6' } }}
        action={<Link to={listLink('orders')}>All orders</Link>}
      />
      <CardContent sx={{ paddingBlockStart: 0 }}>
        {orders.isPending ? (
          <LoadingSkeleton label="Loading recent orders" height={200} />
        ) : orders.data && orders.data.Orders.length > 0 ? (
          <List disablePadding>
            {/* Each link in its own <li>, as a list's items must be (axe: list). */}
            {orders.data.Orders.map((order) => (
              <ListItem key={order.OrderId} disablePadding>
                <ListItemButton component={Link} to={`${listLink('orders')}/${order.OrderId}/show`}>
                  <ListItemText
                    primary={`Order #${orderNumberForList(order.OrderId)}`}
                    secondary={`${formatDateTime(order.CreatedAt)} · ${order.OrderItems.map((item) => item.Name).join(', ')}`}
                  />
                  <Stack sx={{ marginInlineStart: 1 }}>
                    <StatusBadge kind="booking" status={order.Status} size="small" />
                  </Stack>
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        ) : orders.data ? (
          <p>No orders yet. Paid information requests for your listings appear here.</p>
        ) : null}
      </CardContent>
    </Card>
  );
}
