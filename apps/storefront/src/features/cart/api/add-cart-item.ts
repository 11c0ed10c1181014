import type { Api } from '@marketplace/client';
import { CART_FIRST_ADD_QUANTITY, type Cart, type ServiceItem } from '@marketplace/contract';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useApi } from '@/lib/api';
import { useCartErrorToast } from '../hooks/use-cart-error-toast';
import { cartKeys, storeCart } from './cart-cache';
import { getCartQueryOptions, useCartOwner } from './get-cart';

// Adding from the catalogue (spec 4 and 7.3): a new line is POST /api/Cart/item with quantity 1;
// an item already in the cart grows by one (PATCH, since the POST keeps the higher quantity and
// would change nothing); a service already in the cart stays as it is (its quantity is always 1).

export interface AddToCartInput {
  readonly serviceItem: Pick<ServiceItem, 'ServiceItemId'>;
}

/** The cached cart, else a fresh read; null when even that fails (the POST below then creates it). */
async function currentCart(queryClient: QueryClient, api: Api, customerId: string): Promise<Cart | null> {
  try {
    return await queryClient.ensureQueryData(getCartQueryOptions(api, customerId));
  } catch {
    return null;
  }
}

export async function addToCart(queryClient: QueryClient, api: Api, customerId: string, input: AddToCartInput) {
  const serviceItemId = input.serviceItem.ServiceItemId;
  const cart = await currentCart(queryClient, api, customerId);
  const line = cart?.CartItems.find((candidate) => candidate.ServiceItemId === serviceItemId);
  if (cart && line) {
    if (line.Type === 'service') return cart;
    return api.cart.updateItemQuantity(line.CartItemId, line.Quantity + 1);
  }
  if (cart) {
    return api.cart.addItem({
      CartId: cart.CartId,
      ServiceItemId: serviceItemId,
      Quantity: CART_FIRST_ADD_QUANTITY,
      ModifiedBy: customerId,
    });
  }
  // No cart known: POST /api/Cart creates (or merges into) the customer's cart with this line.
  return api.cart.create({
    CustomerId: customerId,
    Cartitems: [{ ServiceItemId: serviceItemId, Quantity: CART_FIRST_ADD_QUANTITY }],
  });
}

export function useAddToCart() {
  const api = useApi();
  const queryClient = useQueryClient();
  const customerId = useCartOwner();
  const onError = useCartErrorToast('addToCart');
  return useMutation({
    mutationFn: (input: AddToCartInput) => {
      if (!customerId) throw new Error('Only a signed-in customer has a cart.');
      return addToCart(queryClient, api, customerId, input);
    },
    onMutate: () => queryClient.cancelQueries({ queryKey: cartKeys.all }),
    onSuccess: (cart) => storeCart(queryClient, cart),
    onError,
  });
}
