import { TEST_USER_ID, type RecordedCall } from '@marketplace/client/testing';
import type { Order, OrderList } from '@marketplace/contract';
import { vi } from 'vitest';

// My Orders' test data: orders, a fake list endpoint that pages them, and a desktop screen.

export const ORDERS_PATH = `/api/Order/customer/${TEST_USER_ID}`;

/** An order with a service and an item; `n` makes the id (and so its order number) unique. */
export function makeOrder(n: number, overrides: Partial<Order> = {}): Order {
  const hex = n.toString(16).padStart(8, '0');
  return {
    OrderId: `${hex}-7425-40de-944b-e07fc1f90ae7`,
    CreatedAt: '2026-03-05T10:00:00.000Z',
    Status: 'InProgress',
    CancelledAt: null,
    TotalPrice: 1.98,
    Subtotal: 1.8,
    Vat: 0.18,
    PaymentType: 'card',
    IsPaymentSuccess: true,
    ReservationExpiresAt: null,
    OrderItems: [
      {
        OrderItemId: `${hex}-1111-4111-8111-111111111111`,
        ServiceItemId: '21111111-1111-4111-8111-111111111111',
        Type: 'item',
        Name: 'Split AC unit',
        Description: '1.5 ton inverter',
        Quantity: 2,
        Status: 'Confirmed',
        Photos: [],
        ProviderId: '31111111-1111-4111-8111-111111111111',
        ProviderName: 'Cool Air WLL',
        UnitPrice: 0.9,
      },
      {
        OrderItemId: `${hex}-2222-4222-8222-222222222222`,
        ServiceItemId: '22222222-2222-4222-8222-222222222222',
        Type: 'service',
        Name: 'AC maintenance',
        Description: 'Yearly check',
        Quantity: 1,
        Status: 'InProgress',
        Photos: [],
        ProviderId: '31111111-1111-4111-8111-111111111111',
        ProviderName: 'Cool Air WLL',
        UnitPrice: 0.9,
      },
    ],
    Customer: null,
    ...overrides,
  };
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

/** MUI's useMediaQuery reads matchMedia, which jsdom lacks (so phones by default): say 'desktop'. */
export function pretendDesktop() {
  vi.stubGlobal('matchMedia', (media: string) => ({
    matches: true,
    media,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  }));
}
