import type { OrderItem } from '@marketplace/contract';
import { StatusBadge } from '@marketplace/ui';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Fragment } from 'react';
import { OrderItemActions } from './order-item-actions';
import { OrderSection } from '@/components/order-sections';
import { useFormat, useT } from '@/i18n/text';

/** The provider's items of the order (never another provider's), each with its next steps. */
export function OrderItemsSection({ items }: { items: readonly OrderItem[] }) {
  const t = useT();
  const format = useFormat();
  return (
    <OrderSection title={t('provider.orders.items.title', { count: items.length })}>
      <Stack spacing={2} divider={<Divider flexItem />}>
        {items.map((item) => (
          <Fragment key={item.OrderItemId}>
            <Stack spacing={1} component="article" aria-label={item.Name}>
              <Stack
                direction={{ xs: 'column', sm: 'row' }}
                spacing={1}
                sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}
              >
                <Typography variant="subtitle1" component="h3" dir="auto">
                  {item.Name}
                </Typography>
                <StatusBadge kind="booking" status={item.Status} sx={{ alignSelf: 'flex-start' }} />
              </Stack>
              <Typography variant="body2" color="text.secondary">
                {/* What the customer paid here is the information-request fee (spec), not the
                    listing's price: both are named, so the fee does not read as a wrong price. */}
                {item.Type === 'service'
                  ? t('provider.orders.items.service', {
                      fee: format.money(item.UnitPrice),
                      price: format.money(item.ReferencePrice),
                    })
                  : t('provider.orders.items.product', {
                      quantity: format.number(item.Quantity),
                      fee: format.money(item.UnitPrice),
                      price: format.money(item.ReferencePrice),
                    })}
              </Typography>
              {item.Description && (
                <Typography variant="body2" dir="auto" sx={{ whiteSpace: 'pre-line' }}>
                  {item.Description}
                </Typography>
              )}
              <OrderItemActions item={item} />
            </Stack>
          </Fragment>
        ))}
      </Stack>
    </OrderSection>
  );
}
