import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApi } from '@/lib/api';
import { useCartErrorToast } from '../hooks/use-cart-error-toast';
import { cartKeys, storeCart } from './cart-cache';
import type { CartLineChange } from './update-cart-item-quantity';

// DELETE /api/Cart/item/{cartItemId} (spec 7.3). The answer is the cart without the line, i.e. the
// spec's "removing an item deletes it locally", with the totals the server now charges.

export function useRemoveCartItem() {
  const api = useApi();
  const queryClient = useQueryClient();
  const onError = useCartErrorToast('removeFromCart');
  return useMutation({
    mutationKey: cartKeys.lineChange,
    mutationFn: ({ cartItemId }: CartLineChange) => api.cart.removeItem(cartItemId),
    onMutate: () => queryClient.cancelQueries({ queryKey: cartKeys.all }),
    onSuccess: (cart) => storeCart(queryClient, cart),
    onError,
  });
}
