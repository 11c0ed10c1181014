import {
  filsToBhd,
  type AdminOrderPayment,
  type AdminOrderSummary,
  type CustomerTransactionType,
} from '@marketplace/contract';
import type { findOrderPayments } from './admin-order-detail.repository';
import type { AdminOrderRow, OrderLineFigures } from './admin-orders.repository';
import { fullName } from './order-history.mapper';

/** One row of the admins' order list. */
export function toAdminOrderSummary(
  { order, firstName, lastName, email }: AdminOrderRow,
  lines?: OrderLineFigures,
): AdminOrderSummary {
  return {
    OrderId: order.id,
    CreatedAt: order.createdAt.toISOString(),
    Status: order.status,
    CustomerId: order.customerId,
    CustomerName: fullName(firstName, lastName),
    CustomerEmail: email,
    TotalPrice: filsToBhd(order.totalPriceFils),
    PaymentType: order.paymentType,
    IsPaymentSuccess: order.isPaymentSuccess,
    PaidAt: order.paidAt?.toISOString() ?? null,
    CancelledAt: order.cancelledAt?.toISOString() ?? null,
    ItemCount: lines?.itemCount ?? 0,
    ProviderNames: lines?.providerNames ?? [],
  };
}

type PaymentRow = Awaited<ReturnType<typeof findOrderPayments>>[number];

/** A payment or refund of the order, as the admins' order detail lists it. */
export function toAdminOrderPayment(row: PaymentRow): AdminOrderPayment {
  return {
    TransactionId: row.id,
    Type: row.type as CustomerTransactionType,
    Status: row.status,
    Amount: filsToBhd(row.amountFils),
    ReferenceNumber: row.referenceNumber,
    PaymentMethod: row.paymentMethod,
    Gateway: row.gateway ?? '',
    OrderItemId: row.orderItemId,
    Description: row.description,
    CreatedAt: row.createdAt.toISOString(),
    ModifiedAt: row.modifiedAt.toISOString(),
  };
}
