import { CART_MIN_QUANTITY, type CartItem } from '@marketplace/contract';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import type { ElementType } from 'react';
import { QuantityStepper } from '../quantity-stepper';
import { CartLineImage } from './cart-line-image';
import { BusyOverlay } from '../../lib/busy-overlay';
import { useUiText } from '../../lib/ui-text';

/** The parts of a cart line (the API's CartItem) that the row shows. */
export type CartLineData = Pick<
  CartItem,
  'Name' | 'Description' | 'Type' | 'Photos' | 'Quantity' | 'AvailableQuantity'
>;

export interface CartLineProps {
  line: CartLineData;
  /** Its quantity change is running: a spinner over the row, its controls disabled. */
  busy?: boolean;
  onQuantityChange: (next: number) => void;
  /** Plus pressed at the stock limit: the cart shows CART_TOASTS.maxQuantity. */
  onMaxReached: () => void;
  onRemove: () => void;
  /** 'li' inside the panel's list. */
  component?: ElementType;
  removeLabel?: string;
  /** Shown as 'Quantity: 1' on a service's line (items have the stepper). */
  quantityLabel?: string;
  busyText?: string;
}

/** One row of the cart panel (spec section 2.4): photo, name, description, quantity, remove. */
export function CartLine({
  line,
  busy = false,
  onQuantityChange,
  onMaxReached,
  onRemove,
  component = 'div',
  removeLabel,
  quantityLabel,
  busyText,
}: CartLineProps) {
  const t = useUiText();
  return (
    <Box
      component={component}
      aria-busy={busy}
      sx={{ position: 'relative', display: 'flex', gap: 1.5, alignItems: 'flex-start', py: 1.5, listStyle: 'none' }}
    >
      <CartLineImage src={line.Photos[0]} type={line.Type} />
      <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column', gap: 0.5 }}>
        {/* Names and descriptions are the provider's text: they keep their own direction. */}
        <Typography variant="subtitle2" component="p" dir="auto" sx={{ overflowWrap: 'anywhere' }}>
          {line.Name}
        </Typography>
        <Typography
          variant="body2"
          dir="auto"
          sx={{
            color: 'text.secondary',
            display: '-webkit-box',
            WebkitLineClamp: 2,
            WebkitBoxOrient: 'vertical',
            overflow: 'hidden',
            overflowWrap: 'anywhere',
          }}
        >
          {line.Description}
        </Typography>
        {line.Type === 'item' ? (
          // Same bounds as the contract's canDecreaseQuantity / canIncreaseQuantity: an item with
          // unknown stock (null) cannot grow, so its limit is its own quantity.
          <QuantityStepper
            value={line.Quantity}
            min={CART_MIN_QUANTITY}
            max={line.AvailableQuantity ?? line.Quantity}
            itemName={line.Name}
            onChange={onQuantityChange}
            onMaxReached={onMaxReached}
            disabled={busy}
            sx={{ alignSelf: 'flex-start', mt: 0.5 }}
          />
        ) : (
          <Typography variant="body2">
            {quantityLabel === undefined
              ? t('ui.cartLine.quantity', { quantity: line.Quantity })
              : `${quantityLabel}: ${line.Quantity}`}
          </Typography>
        )}
      </Box>
      <IconButton
        aria-label={removeLabel ?? t('ui.cartLine.remove', { name: line.Name })}
        onClick={onRemove}
        disabled={busy}
        sx={{ mt: -0.5, marginInlineEnd: -0.5 }}
      >
        <DeleteOutlined />
      </IconButton>
      <BusyOverlay busy={busy} busyText={busyText ?? t('ui.cartLine.updating')} spinnerSize={28} />
    </Box>
  );
}
