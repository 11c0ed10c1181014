import ShoppingCartOutlined from '@mui/icons-material/ShoppingCartOutlined';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import { useId, useState } from 'react';
import { useCart } from '../api/get-cart';
import { CartDrawer } from './cart-drawer';

/** Spec 2.4: "Cart, 2 lines". The badge counts lines (information requests), not quantities. */
export function cartButtonLabel(lineCount: number): string {
  return `Cart, ${lineCount} ${lineCount === 1 ? 'line' : 'lines'}`;
}

/** The top bar's cart icon (customers only) with its badge; it opens the cart side panel. */
export function CartButton() {
  const cart = useCart();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const lineCount = cart.data?.CartItems.length ?? 0;
  return (
    <>
      <IconButton
        color="inherit"
        aria-label={cartButtonLabel(lineCount)}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpen(true)}
      >
        <Badge badgeContent={lineCount} color="primary" max={99}>
          <ShoppingCartOutlined />
        </Badge>
      </IconButton>
      <CartDrawer id={panelId} open={open} onClose={() => setOpen(false)} />
    </>
  );
}
