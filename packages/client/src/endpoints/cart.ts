import {
  fallbacksFor,
  type AddCartItemRequest,
  type Cart,
  type CreateCartRequest,
  type UpdateCartItemQuantityRequest,
} from '@marketplace/contract';
import type { HttpClient } from '../http/http-client';
import { apiPath } from '../http/url';

// /api/Cart (spec 7.3). Every change answers the whole cart, so the panel can replace its copy.

export function createCartApi(http: HttpClient) {
  return {
    getForCustomer: (customerId: string) =>
      http.request<Cart>('GET', apiPath`/api/Cart/customer/${customerId}`, { fallbacks: fallbacksFor('unknown') }),
    /** {CustomerId, Cartitems: [{ServiceItemId, Quantity}]}, `Cartitems` spelled as in the spec. */
    create: (body: CreateCartRequest) =>
      http.request<Cart>('POST', '/api/Cart', { body, fallbacks: fallbacksFor('addToCart') }),
    addItem: (body: AddCartItemRequest) =>
      http.request<Cart>('POST', '/api/Cart/item', { body, fallbacks: fallbacksFor('addToCart') }),
    updateItemQuantity: (cartItemId: string, quantity: number) =>
      http.request<Cart>('PATCH', apiPath`/api/Cart/item/${cartItemId}/quantity`, {
        body: { Quantity: quantity } satisfies UpdateCartItemQuantityRequest,
        fallbacks: fallbacksFor('updateQuantity'),
      }),
    removeItem: (cartItemId: string) =>
      http.request<Cart>('DELETE', apiPath`/api/Cart/item/${cartItemId}`, {
        fallbacks: fallbacksFor('removeFromCart'),
      }),
    clear: (cartId: string) =>
      http.request<Cart>('DELETE', apiPath`/api/Cart/${cartId}`, { fallbacks: fallbacksFor('clearCart') }),
  };
}

export type CartApi = ReturnType<typeof createCartApi>;
