import { CART_TOASTS, type Cart } from '@marketplace/contract';
import { CartInfoNote, CartLine, ConfirmDialog } from '@marketplace/ui';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useNotify } from '@/lib/notify';
import { useT } from '@/lib/text';
import { useClearCart } from '../api/clear-cart';
import { useRemoveCartItem } from '../api/remove-cart-item';
import { useUpdateCartItemQuantity } from '../api/update-cart-item-quantity';

export interface CartLinesProps {
  readonly cart: Cart;
  readonly busyLines: ReadonlySet<string>;
}

/** The count, Clear Cart, the info note and one row per line (spec 2.4). */
export function CartLines({ cart, busyLines }: CartLinesProps) {
  const t = useT();
  const notify = useNotify();
  const updateQuantity = useUpdateCartItemQuantity();
  const removeLine = useRemoveCartItem();
  const clearCart = useClearCart();
  const [confirmingClear, setConfirmingClear] = useState(false);
  const lineCount = cart.CartItems.length;

  const clear = () =>
    clearCart.mutate(cart.CartId, {
      onSettled: () => setConfirmingClear(false),
    });

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
      {/* One row (spec 2.4): a long count wraps inside its own box rather than pushing Clear Cart
          onto a line of its own, where the button's padding made it look indented. */}
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Typography variant="body2" role="status" sx={{ flex: 1, minWidth: 0 }}>
          {/* Spec 2.4's sentence, "(s)" included, as the product shows it (Arabic: a plural). */}
          {t('cart.lines.count', { count: lineCount })}
        </Typography>
        <Button
          size="small"
          color="error"
          onClick={() => setConfirmingClear(true)}
          disabled={clearCart.isPending}
          sx={{ flexShrink: 0, whiteSpace: 'nowrap' }}
        >
          {t('cart.clear.button')}
        </Button>
      </Box>
      <CartInfoNote />
      <Box component="ul" aria-label={t('cart.lines.label')} sx={{ margin: 0, padding: 0 }}>
        {cart.CartItems.map((line) => (
          <CartLine
            key={line.CartItemId}
            component="li"
            line={line}
            busy={busyLines.has(line.CartItemId)}
            onQuantityChange={(quantity) => updateQuantity.mutate({ cartItemId: line.CartItemId, quantity })}
            // The stepper stops at AvailableQuantity without asking the server (spec 5).
            onMaxReached={() => notify(CART_TOASTS.maxQuantity)}
            onRemove={() => removeLine.mutate({ cartItemId: line.CartItemId })}
          />
        ))}
      </Box>
      {/* Clearing cannot be undone: one confirmation keeps a stray tap from emptying the cart. */}
      <ConfirmDialog
        open={confirmingClear}
        title={t('cart.clear.title')}
        message={t('cart.clear.message', { count: lineCount })}
        confirmLabel={t('cart.clear.button')}
        destructive
        busy={clearCart.isPending}
        onConfirm={clear}
        onCancel={() => setConfirmingClear(false)}
      />
    </Box>
  );
}
