import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApi } from '@/lib/api';
import { useCartErrorToast } from '../hooks/use-cart-error-toast';
import { cartKeys, storeCart } from './cart-cache';

// DELETE /api/Cart/{cartId} (spec 7.3): the lines go, the cart (and its id) stays.

export function useClearCart() {
  const api = useApi();
  const queryClient = useQueryClient();
  const onError = useCartErrorToast('clearCart');
  return useMutation({
    mutationFn: (cartId: string) => api.cart.clear(cartId),
    onMutate: () => queryClient.cancelQueries({ queryKey: cartKeys.all }),
    onSuccess: (cart) => storeCart(queryClient, cart),
    onError,
  });
}
