import { isPlaceholderImage, ITEM_PRICE_DECIMALS, type OrderItem, type Review } from '@marketplace/contract';
import { MoneyText, StatusBadge } from '@marketplace/ui';
import ImageOutlined from '@mui/icons-material/ImageOutlined';
import Avatar from '@mui/material/Avatar';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useT } from '@/lib/text';
import { ItemReview } from './item-review';

export interface OrderItemRowProps {
  readonly item: OrderItem;
  /** See ItemReview: null for none, undefined while unknown. */
  readonly review: Review | null | undefined;
}

/**
 * One line of the order (spec 2.5): first photo with a quantity badge, Name, Status badge,
 * Description, 'Quantity: n' for items or 'Service' for services, the price, and the review area.
 * The price follows spec 9: every line is one information request at the unit base (0.900 BHD),
 * whatever its quantity; UnitPrice is that base as the server charged it.
 */
export function OrderItemRow({ item, review }: OrderItemRowProps) {
  const t = useT();
  const photo = item.Photos.find((url) => !isPlaceholderImage(url));
  const isItem = item.Type === 'item';
  return (
    <Stack component="li" direction="row" spacing={2} sx={{ paddingBlock: 2, alignItems: 'flex-start' }}>
      {/* The badge repeats the quantity written below, so screen readers skip it. */}
      <Badge badgeContent={item.Quantity} color="primary" slotProps={{ badge: { 'aria-hidden': true } }}>
        <Avatar variant="rounded" alt="" src={photo} sx={{ inlineSize: 64, blockSize: 64 }}>
          <ImageOutlined aria-hidden />
        </Avatar>
      </Badge>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography variant="subtitle1" component="h3" dir="auto" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
            {item.Name}
          </Typography>
          <StatusBadge kind="booking" status={item.Status} />
        </Stack>
        {item.ProviderName && (
          <Typography variant="body2" dir="auto" sx={{ color: 'text.secondary' }}>
            {t('account.order.by', { provider: item.ProviderName })}
          </Typography>
        )}
        {item.Description && (
          <Typography variant="body2" dir="auto" sx={{ marginBlockStart: 0.5, overflowWrap: 'anywhere' }}>
            {item.Description}
          </Typography>
        )}
        <Stack direction="row" spacing={2} sx={{ justifyContent: 'space-between', marginBlockStart: 0.5 }}>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {isItem ? t('account.order.quantity', { quantity: item.Quantity }) : t('account.order.service')}
          </Typography>
          <MoneyText amount={item.UnitPrice} decimals={ITEM_PRICE_DECIMALS} sx={{ fontWeight: 700, flexShrink: 0 }} />
        </Stack>
        <ItemReview item={item} review={review} />
      </Box>
    </Stack>
  );
}
