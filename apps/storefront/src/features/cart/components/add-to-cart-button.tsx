import { canIncreaseQuantity, CART_TOASTS, type ServiceItem } from '@marketplace/contract';
import AddShoppingCart from '@mui/icons-material/AddShoppingCart';
import CheckIcon from '@mui/icons-material/Check';
import Login from '@mui/icons-material/Login';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { paths } from '@/config/paths';
import { useNotify } from '@/lib/notify';
import { useSession } from '@/lib/session';
import { useAddToCart } from '../api/add-cart-item';
import { useCart } from '../api/get-cart';

// The catalogue's "Add to cart" (used by the item detail page). Who may add and what can be added
// decide the button; the server checks the same rules again.

/** Why this listing cannot go into any cart, or null when it can. */
export function unorderableReason(serviceItem: ServiceItem): 'Unavailable' | 'Out of stock' | null {
  if (serviceItem.Availability !== 'available') return 'Unavailable';
  if (serviceItem.Type === 'item' && (serviceItem.AvailableQuantity ?? 0) <= 0) return 'Out of stock';
  return null;
}

/** A button with a line under it that the button names as its description. */
function WithHint({ hint, children }: { hint: string; children: (hintId: string) => ReactNode }) {
  const hintId = useId();
  return (
    <Stack spacing={0.75} sx={{ alignItems: 'flex-start' }}>
      {children(hintId)}
      <Typography id={hintId} variant="body2" sx={{ color: 'text.secondary' }}>
        {hint}
      </Typography>
    </Stack>
  );
}

function CustomerAddToCart({ serviceItem }: { serviceItem: ServiceItem }) {
  const cart = useCart();
  const add = useAddToCart();
  const notify = useNotify();
  const line = cart.data?.CartItems.find((candidate) => candidate.ServiceItemId === serviceItem.ServiceItemId);

  if (line?.Type === 'service') {
    return (
      <Button variant="outlined" size="large" disabled startIcon={<CheckIcon />}>
        In your cart
      </Button>
    );
  }
  const addOne = () => {
    // The cart's own stock figure is the freshest the page has: refuse without a call (spec 5).
    if (line && !canIncreaseQuantity(line)) {
      notify(CART_TOASTS.maxQuantity);
      return;
    }
    add.mutate(
      { serviceItem },
      { onSuccess: () => notify({ title: 'Added to cart', description: serviceItem.Name }, 'success') },
    );
  };
  const button = (describedBy?: string) => (
    <Button
      variant="contained"
      size="large"
      startIcon={<AddShoppingCart />}
      loading={add.isPending}
      loadingPosition="start"
      onClick={addOne}
      aria-describedby={describedBy}
    >
      Add to cart
    </Button>
  );
  if (!line) return button();
  return <WithHint hint={`In your cart: quantity ${line.Quantity}`}>{button}</WithHint>;
}

export function AddToCartButton({ serviceItem }: { serviceItem: ServiceItem }) {
  const { status, role } = useSession();
  const reason = unorderableReason(serviceItem);
  if (reason) {
    return (
      <Button variant="contained" size="large" disabled>
        {reason}
      </Button>
    );
  }
  if (status === 'restoring') {
    return (
      <Button variant="contained" size="large" disabled startIcon={<AddShoppingCart />}>
        Add to cart
      </Button>
    );
  }
  if (!role) {
    return (
      <Button
        component={RouterLink}
        to={paths.customerAuth.getHref()}
        variant="contained"
        size="large"
        startIcon={<Login />}
      >
        Sign in to add to cart
      </Button>
    );
  }
  if (role !== 'customer') {
    return (
      <WithHint hint="Only customer accounts have a cart.">
        {(hintId) => (
          <Button variant="contained" size="large" disabled aria-describedby={hintId} startIcon={<AddShoppingCart />}>
            Add to cart
          </Button>
        )}
      </WithHint>
    );
  }
  return <CustomerAddToCart serviceItem={serviceItem} />;
}
