import { TEST_USER_ID, type RecordedCall } from '@marketplace/client/testing';
import type { Order, OrderList } from '@marketplace/contract';
import { vi } from 'vitest';
import { order, orderItem, serviceItem } from './order-detail-fixtures';

// My Orders' test data: orders, a fake list endpoint that pages them, and a desktop screen.

export const ORDERS_PATH = `/api/Order/customer/${TEST_USER_ID}`;

/** An order with a service and an item; `n` makes the id (and so its order number) unique. */
export function makeOrder(n: number, overrides: Partial<Order> = {}): Order {
  const hex = n.toString(16).padStart(8, '0');
  const items = [
    orderItem({ OrderItemId: `${hex}-1111-4111-8111-111111111111` }),
    serviceItem({ OrderItemId: `${hex}-2222-4222-8222-222222222222`, Status: 'InProgress' }),
  ];
  return order(items, {
    OrderId: `${hex}-7425-40de-944b-e07fc1f90ae7`,
    Status: 'InProgress',
    TotalPrice: 1.98,
    Subtotal: 1.8,
    Vat: 0.18,
    ...overrides,
  });
}

/** The list endpoint over `total` orders: answers the asked page as the API would. */
export function pagedOrders(total: number, counts = { ActiveOrders: 4, CompletedOrders: 7 }) {
  return (call: RecordedCall): { body: OrderList } => {
    const page = Number(call.query.get('page') ?? 1);
    const pageSize = Number(call.query.get('pageSize') ?? 10);
    const first = (page - 1) * pageSize;
    const count = Math.max(0, Math.min(pageSize, total - first));
    return {
      body: {
        Orders: Array.from({ length: count }, (_, index) => makeOrder(first + index + 1)),
        Page: page,
        PageSize: pageSize,
        TotalOrders: total,
        TotalPages: Math.ceil(total / pageSize),
        ...counts,
      },
    };
  };
}

/**
 * MUI's useMediaQuery reads matchMedia, which jsdom lacks (so phones by default): a window `width`
 * px wide answers its min-width queries.
 */
export function pretendWidth(width: number) {
  vi.stubGlobal('matchMedia', (media: string) => ({
    matches: Number(/min-width:\s*([\d.]+)px/.exec(media)?.[1] ?? Infinity) <= width,
    media,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  }));
}

/** A desktop screen, 1280 px wide: My Orders shows its table. */
export const pretendDesktop = () => pretendWidth(1280);
