import { isPlaceholderImage, type OrderItem } from '@marketplace/contract';
import { MoneyText, StatusBadge } from '@marketplace/ui';
import ImageOutlined from '@mui/icons-material/ImageOutlined';
import Avatar from '@mui/material/Avatar';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

/**
 * One line of the order (spec 2.5): first photo with a quantity badge, Name, Status badge,
 * Description, 'Quantity: n' for items or 'Service' for services, and the price charged for it.
 */
export function OrderItemRow({ item }: { item: OrderItem }) {
  const photo = item.Photos.find((url) => !isPlaceholderImage(url));
  const isItem = item.Type === 'item';
  return (
    <Stack component="li" direction="row" spacing={2} sx={{ paddingBlock: 2, alignItems: 'flex-start' }}>
      {/* The badge repeats 'Quantity: n' below, so it is hidden from screen readers. */}
      <Badge badgeContent={isItem ? item.Quantity : 0} color="primary" slotProps={{ badge: { 'aria-hidden': true } }}>
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
            by {item.ProviderName}
          </Typography>
        )}
        {item.Description && (
          <Typography variant="body2" dir="auto" sx={{ marginBlockStart: 0.5, overflowWrap: 'anywhere' }}>
            {item.Description}
          </Typography>
        )}
        <Typography variant="body2" sx={{ color: 'text.secondary', marginBlockStart: 0.5 }}>
          {isItem ? `Quantity: ${item.Quantity}` : 'Service'}
        </Typography>
      </Box>
      <MoneyText amount={item.UnitPrice} decimals={3} sx={{ fontWeight: 700, flexShrink: 0 }} />
    </Stack>
  );
}
