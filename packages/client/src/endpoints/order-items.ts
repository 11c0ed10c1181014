import { ORDER_FALLBACKS, type Order } from '@marketplace/contract';
import type { HttpClient } from '../http/http-client';
import { apiPath } from '../http/url';

// PATCH /api/OrderItem/{id}/<transition> (spec 7.6): the provider moves its items one by one.
// Each answers the whole order, whose Status is derived from its items.

export const ORDER_ITEM_TRANSITIONS = ['confirm', 'start', 'complete', 'cancel'] as const;
export type OrderItemTransition = (typeof ORDER_ITEM_TRANSITIONS)[number];

export function createOrderItemsApi(http: HttpClient) {
  const transition = (id: string, action: OrderItemTransition) =>
    http.request<Order>('PATCH', apiPath`/api/OrderItem/${id}/${action}`, { fallbacks: ORDER_FALLBACKS });
  return {
    transition,
    confirm: (id: string) => transition(id, 'confirm'),
    /** Confirmed -> InProgress (ours: the spec lists confirm, complete and cancel). */
    start: (id: string) => transition(id, 'start'),
    complete: (id: string) => transition(id, 'complete'),
    /** The reason is kept in the order's history and told to the customer. */
    cancel: (id: string, reason?: string) =>
      http.request<Order>('PATCH', apiPath`/api/OrderItem/${id}/cancel`, {
        body: reason ? { Reason: reason } : {},
        fallbacks: ORDER_FALLBACKS,
      }),
  };
}

export type OrderItemsApi = ReturnType<typeof createOrderItemsApi>;
