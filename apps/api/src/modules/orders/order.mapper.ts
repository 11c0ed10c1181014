import { filsToBhd, type Order, type OrderCustomer, type OrderItem } from '@marketplace/contract';
import { deriveOrderStatus } from './order-status';
import type { OrderItemRow, OrderRow } from './orders.repository';

function toOrderItem(row: OrderItemRow): OrderItem {
  return {
    OrderItemId: row.id,
    ServiceItemId: row.serviceItemId,
    Type: row.type,
    Name: row.name,
    Description: row.description,
    NameAr: row.nameAr,
    DescriptionAr: row.descriptionAr,
    Quantity: row.quantity,
    Status: row.status,
    Photos: row.photos,
    ProviderId: row.providerId,
    ProviderName: row.providerName,
    ProviderNameAr: row.providerNameAr,
    UnitPrice: filsToBhd(row.unitPriceFils),
    ReferencePrice: filsToBhd(row.referencePriceFils),
  };
}

/**
 * An order as the API answers it. A provider's view holds only that provider's items, and its
 * Status follows from those items alone (the same rule as the whole order's). `customer` is the
 * contact the caller may read (order-customer.ts), null by default.
 */
export function toOrder(
  order: OrderRow,
  items: readonly OrderItemRow[],
  providerView = false,
  customer: OrderCustomer | null = null,
): Order {
  const own = items.filter((item) => item.orderId === order.id);
  return {
    OrderId: order.id,
    CreatedAt: order.createdAt.toISOString(),
    Status: providerView ? deriveOrderStatus(own.map((item) => item.status)) : order.status,
    CancelledAt: order.cancelledAt?.toISOString() ?? null,
    TotalPrice: filsToBhd(order.totalPriceFils),
    Subtotal: filsToBhd(order.subtotalFils),
    Vat: filsToBhd(order.vatFils),
    PaymentType: order.paymentType,
    IsPaymentSuccess: order.isPaymentSuccess,
    ReservationExpiresAt:
      order.isPaymentSuccess || order.cancelledAt ? null : (order.reservationExpiresAt?.toISOString() ?? null),
    OrderItems: own.map(toOrderItem),
    Customer: customer,
  };
}
