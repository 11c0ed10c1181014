import { canIncreaseQuantity, CART_ERRORS, CART_TOASTS, type ServiceItem } from '@marketplace/contract';
import AddShoppingCart from '@mui/icons-material/AddShoppingCart';
import CheckIcon from '@mui/icons-material/Check';
import Login from '@mui/icons-material/Login';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { paths } from '@/config/paths';
import { useNotify } from '@/lib/notify';
import { useSession } from '@/lib/session';
import { useContractText, useT } from '@/lib/text';
import type { MessageId } from '@/locales/message-id';
import { useAddToCart } from '../api/add-cart-item';
import { useCart } from '../api/get-cart';

// The catalogue's "Add to cart" (used by the item detail page). Who may add and what can be added
// decide the button; the server checks the same rules again. A listing whose business is renewing
// its verification (issue 38) takes no new requests: the button is disabled and says why, for
// signed-out visitors too.

/** Why this listing cannot go into any cart (the message id of the button's text), or null when it can. */
export function unorderableReason(serviceItem: ServiceItem): MessageId | null {
  if (serviceItem.Availability !== 'available') return 'cart.add.unavailable';
  if (serviceItem.Type === 'item' && (serviceItem.AvailableQuantity ?? 0) <= 0) return 'cart.add.outOfStock';
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
  const t = useT();
  const line = cart.data?.CartItems.find((candidate) => candidate.ServiceItemId === serviceItem.ServiceItemId);

  if (line?.Type === 'service') {
    return (
      <Button variant="outlined" size="large" disabled startIcon={<CheckIcon />}>
        {t('cart.add.inCart')}
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
      { onSuccess: () => notify({ title: t('cart.add.added'), description: serviceItem.Name }, 'success') },
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
      {t('cart.add.button')}
    </Button>
  );
  if (!line) return button();
  return <WithHint hint={t('cart.add.quantityInCart', { quantity: line.Quantity })}>{button}</WithHint>;
}

export function AddToCartButton({ serviceItem }: { serviceItem: ServiceItem }) {
  const { status, role } = useSession();
  const t = useT();
  const ct = useContractText();
  const theme = useTheme();
  const reason = unorderableReason(serviceItem);
  if (reason) {
    return (
      <Button variant="contained" size="large" disabled>
        {t(reason)}
      </Button>
    );
  }
  if (serviceItem.BusinessVerification === 'expired') {
    // The API's own refusal of such a listing (issue 38): one text for both.
    return (
      <WithHint hint={ct(CART_ERRORS.verificationExpired)}>
        {(hintId) => (
          <Button variant="contained" size="large" disabled aria-describedby={hintId} startIcon={<AddShoppingCart />}>
            {t('cart.add.button')}
          </Button>
        )}
      </WithHint>
    );
  }
  if (status === 'restoring') {
    return (
      <Button variant="contained" size="large" disabled startIcon={<AddShoppingCart />}>
        {t('cart.add.button')}
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
        // The arrow goes into the door at the reading end: mirrored in a right-to-left page.
        startIcon={<Login sx={theme.direction === 'rtl' ? { transform: 'scaleX(-1)' } : undefined} />}
      >
        {t('cart.add.signIn')}
      </Button>
    );
  }
  if (role !== 'customer') {
    return (
      <WithHint hint={t('cart.add.customersOnly')}>
        {(hintId) => (
          <Button variant="contained" size="large" disabled aria-describedby={hintId} startIcon={<AddShoppingCart />}>
            {t('cart.add.button')}
          </Button>
        )}
      </WithHint>
    );
  }
  return <CustomerAddToCart serviceItem={serviceItem} />;
}
