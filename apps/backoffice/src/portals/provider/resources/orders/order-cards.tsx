import { MoneyText } from '@marketplace/ui';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useCreatePath, useListContext } from 'react-admin';
import { Link } from 'react-router';
import { useFormat } from '@/i18n/text';
import type { ProviderOrderRecord } from '@/portals/provider/data-provider/orders-resource';
import { CustomerCell, ItemStatusesCell, OrderNumberCell } from './order-cells';

/** Phones (360 px): one card per order, the whole card a link to its detail. */
export function OrderCards({ empty }: { empty: string }) {
  const { data, isPending } = useListContext<ProviderOrderRecord>();
  const createPath = useCreatePath();
  const format = useFormat();
  if (isPending) return null;
  if (!data?.length) return <Typography sx={{ p: 2 }}>{empty}</Typography>;
  return (
    <Stack component="ul" spacing={1} sx={{ p: 1, m: 0, listStyle: 'none' }}>
      {data.map((order) => (
        <Card component="li" key={order.id} variant="outlined">
          <CardActionArea component={Link} to={createPath({ resource: 'orders', id: order.id, type: 'show' })}>
            <CardContent>
              <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
                <OrderNumberCell record={order} />
                <MoneyText amount={order.ShareTotal} variant="body2" />
              </Stack>
              <Typography variant="body2" color="text.secondary">
                {format.dateTime(order.CreatedAt)} · <CustomerCell record={order} />
              </Typography>
              <ItemStatusesCell record={order} />
            </CardContent>
          </CardActionArea>
        </Card>
      ))}
    </Stack>
  );
}
