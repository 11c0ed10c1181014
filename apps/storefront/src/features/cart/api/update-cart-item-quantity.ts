import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApi } from '@/lib/api';
import { useCartErrorToast } from '../hooks/use-cart-error-toast';
import { cartKeys, storeCart } from './cart-cache';

// PATCH /api/Cart/item/{cartItemId}/quantity (spec 7.3). The new quantity shows once the server
// accepted it (spec 4: "applied locally on success"); meanwhile the line spins.

export interface CartLineChange {
  readonly cartItemId: string;
}

export interface QuantityChange extends CartLineChange {
  readonly quantity: number;
}

export function useUpdateCartItemQuantity() {
  const api = useApi();
  const queryClient = useQueryClient();
  const onError = useCartErrorToast('updateQuantity');
  return useMutation({
    mutationKey: cartKeys.lineChange,
    mutationFn: ({ cartItemId, quantity }: QuantityChange) => api.cart.updateItemQuantity(cartItemId, quantity),
    // A cart read still on its way must not overwrite the newer answer of this change.
    onMutate: () => queryClient.cancelQueries({ queryKey: cartKeys.all }),
    onSuccess: (cart) => storeCart(queryClient, cart),
    onError,
  });
}
