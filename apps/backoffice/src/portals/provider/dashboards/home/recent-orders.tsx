import { orderNumberForList } from '@marketplace/contract';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import { useIsolate } from '@/i18n/use-isolate';
import { RichText } from '@marketplace/i18n';
import { StatusBadge } from '@marketplace/ui';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { useNotify } from 'react-admin';
import { api } from '@/api';
import { useListLink } from '@/components/list-links';
import { LoadingSkeleton } from '@/components/loading-skeleton';
import { useFormat, useLocale, useT, type MessageId } from '@/i18n/text';

/** The five newest paid orders holding the provider's items; each opens the order. */
export function RecentOrders({ userId }: { userId: string }) {
  const t = useT();
  const format = useFormat();
  const isolate = useIsolate();
  const locale = useLocale();
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
    <Card component="section" aria-label={t('provider.home.recentOrders.title')} sx={{ height: '100%' }}>
      <CardHeader
        title={t('provider.home.recentOrders.title')}
        slotProps={{ title: { component: 'h2', variant: 'h6' } }}
        action={<Link to={listLink('orders')}>{t('provider.home.recentOrders.all')}</Link>}
      />
      <CardContent sx={{ paddingBlockStart: 0 }}>
        {orders.isPending ? (
          <LoadingSkeleton label={t('provider.home.loadingRecentOrders')} height={200} />
        ) : orders.data && orders.data.Orders.length > 0 ? (
          <List disablePadding>
            {/* Each link in its own <li>, as a list's items must be (axe: list). */}
            {orders.data.Orders.map((order) => (
              <ListItem key={order.OrderId} disablePadding>
                <ListItemButton component={Link} to={`${listLink('orders')}/${order.OrderId}/show`}>
                  <ListItemText
                    primary={
                      // The order number is Latin letters and digits: isolated inside Arabic.
                      <RichText<MessageId>
                        id="provider.home.recentOrders.order"
                        values={{ number: orderNumberForList(order.OrderId) }}
                        components={{ number: <bdi /> }}
                      />
                    }
                    secondary={`${format.dateTime(order.CreatedAt)} · ${order.OrderItems.map((item) => isolate.auto(item.Name)).join(locale === 'ar' ? '، ' : ', ')}`}
                  />
                  <Stack sx={{ marginInlineStart: 1 }}>
                    <StatusBadge kind="booking" status={order.Status} size="small" />
                  </Stack>
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        ) : orders.data ? (
          <p>{t('provider.home.recentOrders.empty')}</p>
        ) : null}
      </CardContent>
    </Card>
  );
}
