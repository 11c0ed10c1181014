import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { TRANSACTION_STATUSES, TRANSACTION_TYPES } from '@marketplace/contract';
import { createdAt, id, modifiedAt, oneOf } from './columns';
import { providers } from './catalog';
import { orderItems, orders } from './commerce';
import { users } from './users';

/**
 * Money movements: customer payments and refunds, provider earnings (net of commission) and
 * payouts. Amounts are integer fils; `net_fils` is what reaches the provider for earnings.
 */
export const transactions = pgTable(
  'transactions',
  {
    id: id(),
    type: text('type', { enum: TRANSACTION_TYPES }).notNull(),
    status: text('status', { enum: TRANSACTION_STATUSES }).notNull(),
    amountFils: integer('amount_fils').notNull(),
    feeFils: integer('fee_fils').notNull().default(0),
    netFils: integer('net_fils').notNull(),
    commissionRateBp: integer('commission_rate_bp').notNull().default(0),
    description: text('description').notNull().default(''),
    orderId: uuid('order_id').references(() => orders.id),
    orderItemId: uuid('order_item_id').references(() => orderItems.id),
    customerId: uuid('customer_id').references(() => users.id),
    providerId: uuid('provider_id').references(() => providers.id),
    referenceNumber: text('reference_number').notNull().unique(),
    paymentMethod: text('payment_method').notNull().default(''),
    gateway: text('gateway'),
    /** Payments: the gateway's charge id. Refunds: the charge refunded. */
    gatewayChargeId: text('gateway_charge_id'),
    /** Refunds: the gateway's refund id once the gateway accepted it. */
    gatewayRefundId: text('gateway_refund_id'),
    createdAt: createdAt(),
    modifiedAt: modifiedAt(),
  },
  (t) => [
    index('transactions_customer_created_idx').on(t.customerId, t.createdAt),
    index('transactions_provider_created_idx').on(t.providerId, t.createdAt),
    index('transactions_order_idx').on(t.orderId),
    index('transactions_type_status_created_idx').on(t.type, t.status, t.createdAt),
    index('transactions_gateway_charge_idx').on(t.gateway, t.gatewayChargeId),
    // A charge confirmed twice (return and webhook racing) still books one payment.
    uniqueIndex('transactions_one_payment_per_charge')
      .on(t.gateway, t.gatewayChargeId)
      .where(sql`${t.type} = 'payment' and ${t.status} = 'completed'`),
    // An order item completed twice (a retried request) still earns once.
    uniqueIndex('transactions_one_earning_per_item')
      .on(t.orderItemId)
      .where(sql`${t.type} = 'earning'`),
    check('transactions_type_check', oneOf(t.type, TRANSACTION_TYPES)),
    check('transactions_status_check', oneOf(t.status, TRANSACTION_STATUSES)),
    check('transactions_amounts_check', sql`${t.amountFils} >= 0 and ${t.feeFils} >= 0 and ${t.netFils} >= 0`),
    check('transactions_commission_check', sql`${t.commissionRateBp} between 0 and 10000`),
    check(
      'transactions_party_check',
      sql`(${t.type} in ('payment', 'refund') and ${t.customerId} is not null) or (${t.type} in ('earning', 'payout') and ${t.providerId} is not null)`,
    ),
  ],
);
