import type { Api } from '@marketplace/client';
import type { CreateOrderRequest } from '@marketplace/contract';

// POST /api/Order (spec 7.6): the server prices the customer's cart, reserves the items' stock and
// empties the cart; no amount is sent. The Idempotency-Key makes a repeated request safe.

export interface PlaceOrderInput extends CreateOrderRequest {
  readonly idempotencyKey: string;
}

export const createOrder = (api: Api, { idempotencyKey, ...body }: PlaceOrderInput) =>
  api.orders.create(body, { idempotencyKey });
