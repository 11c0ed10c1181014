import ShoppingCartOutlined from '@mui/icons-material/ShoppingCartOutlined';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import { Suspense, useId, useState } from 'react';
import { useLocation } from 'react-router';
import { lazyWithPreload } from '@/lib/lazy-with-preload';
import { useT } from '@/lib/text';
import { useCart } from '../api/get-cart';

// The panel (drawer, lines, totals, the Clear Cart confirmation) loads on first use, not with the
// shell that every page downloads (issue 18).
const CartDrawer = lazyWithPreload(() => import('./cart-drawer').then((module) => ({ default: module.CartDrawer })));

/** The top bar's cart icon (customers only) with its badge; it opens the cart side panel. */
export function CartButton() {
  const t = useT();
  const cart = useCart();
  // Open on the page where it was opened: going to another page (a link, Back) closes it, so the
  // panel never covers a page it was not opened over. The router makes a new location object for
  // every navigation (its `key` alone is "default" for every entry that was not pushed by it).
  const page = useLocation();
  const [openOn, setOpenOn] = useState<typeof page | null>(null);
  const open = openOn === page;
  // Mounted from the first opening on, so later closings keep the drawer's exit transition.
  const [used, setUsed] = useState(false);
  const panelId = useId();
  const lineCount = cart.data?.CartItems.length ?? 0;
  return (
    <>
      <IconButton
        color="inherit"
        // Spec 2.4: "Cart, 2 lines". The badge counts lines (information requests), not quantities.
        aria-label={t('cart.button.label', { count: lineCount })}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onPointerEnter={() => void CartDrawer.preload()}
        onFocus={() => void CartDrawer.preload()}
        onClick={() => {
          setUsed(true);
          setOpenOn(page);
        }}
      >
        <Badge badgeContent={lineCount} color="primary" max={99}>
          <ShoppingCartOutlined />
        </Badge>
      </IconButton>
      {used && (
        <Suspense fallback={null}>
          <CartDrawer id={panelId} open={open} onClose={() => setOpenOn(null)} />
        </Suspense>
      )}
    </>
  );
}
