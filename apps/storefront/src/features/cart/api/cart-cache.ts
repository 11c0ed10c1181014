import { computeCartTotals, dedupeCartItems, type Cart } from '@marketplace/contract';
import type { QueryClient } from '@tanstack/react-query';
import type { STOCK_QUERY_ROOTS } from '@/lib/query-client';

// The cart's place in the query cache. Keys are rooted at 'cart' because lib/query-client drops
// that root on the 'stockUpdated' event; the customer id comes next, so one user's cart can never
// be served to the next user who signs in on the same browser.

const CART_ROOT = 'cart' satisfies (typeof STOCK_QUERY_ROOTS)[number];

export const cartKeys = {
  all: [CART_ROOT] as const,
  of: (customerId: string | null) => [CART_ROOT, customerId] as const,
  /** Mutation key of changes to one line (quantity, removal): the panel spins on those lines. */
  lineChange: [CART_ROOT, 'line-change'] as const,
};

/**
 * Spec 5: one line per service item, keeping the highest quantity. The API already guarantees
 * it; if a duplicate ever slipped through, the totals are recomputed so they match the lines shown.
 */
export function normalizeCart(cart: Cart): Cart {
  const lines = dedupeCartItems(cart.CartItems);
  if (lines.length === cart.CartItems.length) return cart;
  return { ...cart, CartItems: lines, ...computeCartTotals(lines.length) };
}

/** Every cart change answers the whole cart: that answer replaces the cached copy as is. */
export function storeCart(queryClient: QueryClient, cart: Cart): void {
  queryClient.setQueryData(cartKeys.of(cart.CustomerId), normalizeCart(cart));
}

/** Spec 4: when the signed-in user changes, the previous user's cart is forgotten. */
export function forgetOtherCarts(queryClient: QueryClient, signedInId: string | null): void {
  queryClient.removeQueries({
    queryKey: cartKeys.all,
    predicate: (query) => typeof query.queryKey[1] === 'string' && query.queryKey[1] !== signedInId,
  });
}
