import { CartButton } from '@/features/cart/components/cart-button';
import { NotificationBellButton } from '@/features/notifications/components/notification-bell-button';

/**
 * The top bar's customer-only controls (spec 2.4: the bell and the cart). A chunk of their own:
 * guests, most first visits, never download them (issue 18).
 */
export function CustomerTools() {
  return (
    <>
      <NotificationBellButton />
      <CartButton />
    </>
  );
}
