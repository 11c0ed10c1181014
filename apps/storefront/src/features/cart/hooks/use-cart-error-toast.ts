import { isApiError } from '@marketplace/client';
import { CART_ERRORS, CART_TOASTS, DEFAULT_FALLBACKS, fallbacksFor, type FallbackKey } from '@marketplace/contract';
import { useCallback } from 'react';
import { useNotify } from '@/lib/notify';
import { announceStockUpdate } from '@/lib/query-client';

/** The API refused a quantity above the live stock (409 with the spec's own cart text). */
export function isStockRefusal(error: unknown): boolean {
  return isApiError(error) && error.status === 409 && error.message === CART_ERRORS.overStock;
}

/**
 * Toasts a failed cart change: the stock refusal as the spec's 'Max quantity reached' toast, any
 * other failure with the server's message or the action's spec fallback ('Failed to add to cart').
 */
export function useCartErrorToast(action: FallbackKey) {
  const notify = useNotify();
  return useCallback(
    (error: unknown) => {
      // The app is already on its way to /start: a toast would only add noise.
      if (isApiError(error) && error.sessionExpired) return;
      if (isStockRefusal(error)) {
        notify(CART_TOASTS.maxQuantity);
        // The stock the panel knew was out of date: refresh the cart and the catalogue's counts.
        // Only on this refusal, never after every change, since the event refetches the cart too.
        announceStockUpdate();
        return;
      }
      const message = isApiError(error) ? error.messageWith(fallbacksFor(action)) : DEFAULT_FALLBACKS[action];
      notify(message, 'error');
    },
    [notify, action],
  );
}
