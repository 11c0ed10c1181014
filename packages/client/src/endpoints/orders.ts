import {
  ORDER_FALLBACKS,
  type CreateOrderRequest,
  type CustomerOrderStats,
  type Order,
  type OrderList,
  type OrderListQuery,
  type OrderStatusHistory,
  type ProviderOrderListQuery,
  type UpdateOrderStatusRequest,
} from '@marketplace/contract';
import type { HttpClient } from '../http/http-client';
import { apiPath } from '../http/url';

// /api/Order (spec 7.6). Failures read the server's message, else 'An unknown error occurred'.

export interface CreateOrderOptions {
  /**
   * Sent as Idempotency-Key: the same key returns the same order, so a double click or a retry
   * after a lost answer cannot place the order twice. Keep one key per checkout attempt.
   */
  readonly idempotencyKey?: string;
}

export function createOrdersApi(http: HttpClient) {
  return {
    create: (body: CreateOrderRequest, options: CreateOrderOptions = {}) =>
      http.request<Order>('POST', '/api/Order', {
        body,
        headers: options.idempotencyKey ? { 'Idempotency-Key': options.idempotencyKey } : {},
        fallbacks: ORDER_FALLBACKS,
      }),
    get: (id: string) => http.request<Order>('GET', apiPath`/api/Order/${id}`, { fallbacks: ORDER_FALLBACKS }),
    /** page, pageSize, search, status ('all' allowed), sort (or the profile area's sortBy). */
    listForCustomer: (customerId: string, query: OrderListQuery = {}) =>
      http.request<OrderList>('GET', apiPath`/api/Order/customer/${customerId}`, { query, fallbacks: ORDER_FALLBACKS }),
    customerStats: (customerId: string) =>
      http.request<CustomerOrderStats>('GET', apiPath`/api/Order/customer/${customerId}/stats`, {
        fallbacks: ORDER_FALLBACKS,
      }),
    /**
     * Paid orders holding at least one item of the provider user, with only those items and the
     * customer's contact: page, pageSize, status, search (order number, item or customer name),
     * sort, from/to (CreatedAt, inclusive).
     */
    listForProvider: (userId: string, query: ProviderOrderListQuery = {}) =>
      http.request<OrderList>('GET', apiPath`/api/Order/provider/user/${userId}`, {
        query,
        fallbacks: ORDER_FALLBACKS,
      }),
    /** Every change of the order and its items, oldest first (a provider: its own items only). */
    history: (id: string) =>
      http.request<OrderStatusHistory>('GET', apiPath`/api/Order/${id}/history`, { fallbacks: ORDER_FALLBACKS }),
    cancel: (id: string) =>
      http.request<Order>('PATCH', apiPath`/api/Order/${id}/cancel`, { fallbacks: ORDER_FALLBACKS }),
    updateStatus: (id: string, body: UpdateOrderStatusRequest) =>
      http.request<Order>('PATCH', apiPath`/api/Order/${id}/status`, { body, fallbacks: ORDER_FALLBACKS }),
  };
}

export type OrdersApi = ReturnType<typeof createOrdersApi>;
