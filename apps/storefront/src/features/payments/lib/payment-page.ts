import { paths } from '@/config/paths';

// Leaving the app for the gateway's hosted page (Tap, or the sandbox's /payment-sandbox/{chargeId}):
// a full page load, since that page is not part of the storefront. A module of its own so tests
// can replace it (jsdom's window.location cannot be spied on).

export function goToPaymentPage(url: string): void {
  window.location.assign(url);
}

/** My Orders (spec 2.5: the dashboard's 'orders' sub-route). */
export const myOrdersHref = () => paths.customerOrders.getHref();
