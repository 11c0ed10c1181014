import type { Order, OrderItem } from '@marketplace/contract';

// Fake orders as the provider's data provider hands them to the screens (id, ShareTotal,
// ToConfirm beside the API's Order), with and without the customer's contact.

export const ORDER_ID = '1a2b3c4d-0000-4000-8000-000000000001';
export const OLD_ID = '9f8e7d6c-0000-4000-8000-000000000002';

export const item = (over: Partial<OrderItem> = {}): OrderItem => ({
  OrderItemId: 'item-1',
  ServiceItemId: 'listing-1',
  Type: 'service',
  Name: 'AC repair',
  Description: 'Split unit not cooling',
  NameAr: '',
  DescriptionAr: '',
  Quantity: 1,
  Status: 'Pending',
  Photos: [],
  ProviderId: 'provider-1',
  ProviderName: 'Cool Breeze AC',
  ProviderNameAr: '',
  UnitPrice: 0.9,
  ReferencePrice: 62.5,
  ...over,
});

const order = (id: string, items: OrderItem[], over: Record<string, unknown> = {}) => {
  const base: Omit<Order, 'Customer'> = {
    OrderId: id,
    CreatedAt: '2026-11-24T08:30:00.000Z',
    Status: items[0]!.Status,
    CancelledAt: null,
    TotalPrice: 1.98,
    Subtotal: 1.8,
    Vat: 0.18,
    PaymentType: 'card',
    IsPaymentSuccess: true,
    ReservationExpiresAt: null,
    OrderItems: items,
  };
  const open = items.filter((i) => i.Status !== 'Cancelled');
  return {
    ...base,
    id,
    ShareTotal: open.length * 0.9,
    ToConfirm: items.filter((i) => i.Status === 'Pending').length,
    ...over,
  };
};

export const CUSTOMER = { Name: 'Sara Ahmed', Email: 'sara@example.bh', PhoneNumber: '+973 3312 3456' };

/** A new paid request with the customer's contact (the API's provider view after its change). */
export const newOrder = order(ORDER_ID, [item()], { Customer: CUSTOMER });

/** An order as the API answers it before the change: no Customer field at all. */
export const orderWithoutContact = order(OLD_ID, [
  item({ OrderItemId: 'item-2', Name: 'Sofa cleaning', Status: 'InProgress' }),
]);

export const orderWithItems = (items: OrderItem[], over: Record<string, unknown> = {}) =>
  order(ORDER_ID, items, { Customer: CUSTOMER, ...over });
