import { useCart } from '@/features/cart/api/get-cart';
import { CheckoutPage } from '@/features/payments/components/checkout-page';

/** /payments (customers only; the guard is in the router): pays for the cart of the cart feature. */
export function Component() {
  return <CheckoutPage cart={useCart()} />;
}
