import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { BOOKING_STATUSES, LISTING_TYPES, PAYMENT_TYPES } from '@marketplace/contract';
import { createdAt, id, modifiedAt, oneOf } from './columns';
import { providers, serviceItems } from './catalog';
import { users } from './users';

/** One cart per customer (unique customer_id). */
export const carts = pgTable('carts', {
  id: id(),
  customerId: uuid('customer_id')
    .notNull()
    .unique()
    .references(() => users.id),
  createdAt: createdAt(),
  modifiedAt: modifiedAt(),
  modifiedBy: uuid('modified_by').references(() => users.id),
});

export const cartItems = pgTable(
  'cart_items',
  {
    id: id(),
    cartId: uuid('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    serviceItemId: uuid('service_item_id')
      .notNull()
      .references(() => serviceItems.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull().default(1),
    createdAt: createdAt(),
    modifiedAt: modifiedAt(),
  },
  (t) => [
    // The spec deduplicates cart lines by service item; the database makes that impossible to break.
    unique('cart_items_cart_item_key').on(t.cartId, t.serviceItemId),
    index('cart_items_service_item_idx').on(t.serviceItemId),
    check('cart_items_quantity_check', sql`${t.quantity} >= 1`),
  ],
);

export const orders = pgTable(
  'orders',
  {
    id: id(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => users.id),
    status: text('status', { enum: BOOKING_STATUSES }).notNull().default('Pending'),
    subtotalFils: integer('subtotal_fils').notNull(),
    vatFils: integer('vat_fils').notNull(),
    totalPriceFils: integer('total_price_fils').notNull(),
    paymentType: text('payment_type', { enum: PAYMENT_TYPES }).notNull(),
    isPaymentSuccess: boolean('is_payment_success').notNull().default(false),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** Until then an unpaid order holds its stock; afterwards a sweeper releases it. */
    reservationExpiresAt: timestamp('reservation_expires_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    idempotencyKey: text('idempotency_key'),
    createdAt: createdAt(),
    modifiedAt: modifiedAt(),
  },
  (t) => [
    unique('orders_customer_idempotency_key').on(t.customerId, t.idempotencyKey),
    index('orders_customer_created_idx').on(t.customerId, t.createdAt),
    index('orders_status_created_idx').on(t.status, t.createdAt),
    index('orders_created_idx').on(t.createdAt),
    // The admins' order list sorted by total (either way: ties follow the same direction).
    index('orders_total_created_idx').on(t.totalPriceFils, t.createdAt, t.id),
    index('orders_unpaid_reservation_idx')
      .on(t.reservationExpiresAt)
      .where(sql`${t.isPaymentSuccess} = false and ${t.cancelledAt} is null`),
    check('orders_status_check', oneOf(t.status, BOOKING_STATUSES)),
    check('orders_payment_type_check', oneOf(t.paymentType, PAYMENT_TYPES)),
    check(
      'orders_amounts_check',
      sql`${t.subtotalFils} >= 0 and ${t.vatFils} >= 0 and ${t.totalPriceFils} = ${t.subtotalFils} + ${t.vatFils}`,
    ),
  ],
);

/** One line of an order: a snapshot of the listing at order time, handled by its provider. */
export const orderItems = pgTable(
  'order_items',
  {
    id: id(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    serviceItemId: uuid('service_item_id')
      .notNull()
      .references(() => serviceItems.id),
    providerId: uuid('provider_id')
      .notNull()
      .references(() => providers.id),
    type: text('type', { enum: LISTING_TYPES }).notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    /** The listing's Arabic name and description when ordered (issue 33); '' when it had none. */
    nameAr: text('name_ar').notNull().default(''),
    descriptionAr: text('description_ar').notNull().default(''),
    photos: text('photos')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    quantity: integer('quantity').notNull(),
    /** The information-request price charged for this line. */
    unitPriceFils: integer('unit_price_fils').notNull(),
    /** The listing's reference price when ordered, kept for the provider's records. */
    referencePriceFils: integer('reference_price_fils').notNull(),
    status: text('status', { enum: BOOKING_STATUSES }).notNull().default('Pending'),
    createdAt: createdAt(),
    modifiedAt: modifiedAt(),
  },
  (t) => [
    index('order_items_order_idx').on(t.orderId),
    index('order_items_provider_status_idx').on(t.providerId, t.status),
    index('order_items_service_item_idx').on(t.serviceItemId),
    check('order_items_type_check', oneOf(t.type, LISTING_TYPES)),
    check('order_items_status_check', oneOf(t.status, BOOKING_STATUSES)),
    check('order_items_quantity_check', sql`${t.quantity} >= 1`),
    check('order_items_prices_check', sql`${t.unitPriceFils} >= 0 and ${t.referencePriceFils} >= 0`),
  ],
);

/** Every status change of an order or one of its items, with who made it: the audit trail of a booking. */
export const orderStatusHistory = pgTable(
  'order_status_history',
  {
    id: id(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    orderItemId: uuid('order_item_id').references(() => orderItems.id, { onDelete: 'cascade' }),
    fromStatus: text('from_status', { enum: BOOKING_STATUSES }),
    toStatus: text('to_status', { enum: BOOKING_STATUSES }).notNull(),
    changedBy: uuid('changed_by').references(() => users.id),
    reason: text('reason'),
    createdAt: createdAt(),
  },
  (t) => [
    index('order_status_history_order_idx').on(t.orderId, t.createdAt),
    index('order_status_history_item_idx').on(t.orderItemId),
    check('order_status_history_to_check', oneOf(t.toStatus, BOOKING_STATUSES)),
    check('order_status_history_from_check', sql`${t.fromStatus} is null or ${oneOf(t.fromStatus, BOOKING_STATUSES)}`),
  ],
);
