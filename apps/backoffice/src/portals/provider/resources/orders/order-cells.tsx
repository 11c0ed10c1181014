import { HueChip, StatusBadge } from '@marketplace/ui';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ProviderOrderRecord } from '@/portals/provider/data-provider/orders-resource';
import { orderNumberForList } from '@marketplace/contract';
import { useT } from '@/i18n/text';
import { customerOf } from './order-rules';

// The pieces of one order row, shared by the desktop table and the phone cards.

/** "#1A2B3C4D" and, while an item waits for the provider's yes, a "New" chip that says so. */
export function OrderNumberCell({ record }: { record: ProviderOrderRecord }) {
  const t = useT();
  const waiting = record.ToConfirm;
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <Typography variant="body2" dir="ltr" sx={{ fontWeight: waiting > 0 ? 700 : 400 }}>
        #{orderNumberForList(record.id)}
      </Typography>
      {waiting > 0 && (
        <HueChip
          hue="blue"
          label={t('provider.orders.list.new')}
          aria-label={t('provider.orders.list.newToConfirm', { count: waiting })}
        />
      )}
    </Stack>
  );
}

export function CustomerCell({ record }: { record: ProviderOrderRecord }) {
  const customer = customerOf(record);
  return customer ? <bdi>{customer.Name}</bdi> : <>—</>;
}

/** Each of the provider's items with its state, in the booking colours and words. */
export function ItemStatusesCell({ record }: { record: ProviderOrderRecord }) {
  return (
    <Stack spacing={0.5}>
      {record.OrderItems.map((item) => (
        <Stack key={item.OrderItemId} direction="row" spacing={1} sx={{ alignItems: 'center', minWidth: 0 }}>
          <StatusBadge kind="booking" status={item.Status} />
          <Typography variant="body2" noWrap dir="auto" sx={{ minWidth: 0 }}>
            {item.Name}
          </Typography>
        </Stack>
      ))}
    </Stack>
  );
}
