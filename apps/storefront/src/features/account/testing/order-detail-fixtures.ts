import type { Order, OrderItem, Review } from '@marketplace/contract';
import { TEST_USER_ID } from '@marketplace/client/testing';

// Orders and reviews for the order detail's tests (and My Orders' through orders-fixtures):
// each test states only what it is about.

export const ORDER_ID = '7c9e6679-7425-40de-944b-e07fc1f90ae7';
export const PROVIDER_ID = '31111111-1111-4111-8111-111111111111';

export function orderItem(overrides: Partial<OrderItem> = {}): OrderItem {
  return {
    OrderItemId: '11111111-1111-4111-8111-111111111111',
    ServiceItemId: '21111111-1111-4111-8111-111111111111',
    Type: 'item',
    Name: 'Split AC unit',
    Description: '1.5 ton inverter',
    NameAr: '',
    DescriptionAr: '',
    Quantity: 2,
    Status: 'Confirmed',
    Photos: [],
    ProviderId: PROVIDER_ID,
    ProviderName: 'Cool Air WLL',
    ProviderNameAr: '',
    UnitPrice: 0.9,
    ReferencePrice: 25,
    ...overrides,
  };
}

export const serviceItem = (overrides: Partial<OrderItem> = {}) =>
  orderItem({
    OrderItemId: '12222222-2222-4222-8222-222222222222',
    ServiceItemId: '22222222-2222-4222-8222-222222222222',
    Type: 'service',
    Name: 'AC maintenance',
    Description: 'Yearly check',
    Quantity: 1,
    Status: 'Pending',
    ...overrides,
  });

export function order(items: OrderItem[], overrides: Partial<Order> = {}): Order {
  return {
    OrderId: ORDER_ID,
    CreatedAt: '2026-03-05T10:00:00.000Z',
    Status: items[0]?.Status ?? 'Pending',
    CancelledAt: null,
    TotalPrice: 2.97,
    Subtotal: 2.7,
    Vat: 0.27,
    PaymentType: 'card',
    IsPaymentSuccess: true,
    ReservationExpiresAt: null,
    OrderItems: items,
    Customer: null,
    ...overrides,
  };
}

export function review(overrides: Partial<Review> = {}): Review {
  return {
    ReviewId: '41111111-1111-4111-8111-111111111111',
    OrderItemId: '11111111-1111-4111-8111-111111111111',
    CustomerId: TEST_USER_ID,
    ProviderId: PROVIDER_ID,
    ServiceItemId: '21111111-1111-4111-8111-111111111111',
    Rating: 4,
    Comment: 'Quick and tidy',
    ReviewerName: 'Sara A.',
    CreatedAt: '2026-03-09T10:00:00.000Z',
    ...overrides,
  };
}
