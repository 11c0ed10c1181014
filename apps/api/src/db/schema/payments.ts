import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { PAYMENT_TYPES } from '@marketplace/contract';
import { createdAt, id, modifiedAt, oneOf } from './columns';
import { orders } from './commerce';
import { CHARGE_STATUSES, PAYMENT_GATEWAYS, SANDBOX_CHARGE_STATUSES } from './internal-values';

/**
 * Every attempt to pay an order: one row per charge created at the gateway. The order is marked
 * paid only after the gateway itself confirms the charge (return, webhook or a later check).
 */
export const paymentCharges = pgTable(
  'payment_charges',
  {
    id: id(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    gateway: text('gateway', { enum: PAYMENT_GATEWAYS }).notNull(),
    /** The gateway's id of the charge (Tap: chg_...). */
    chargeId: text('charge_id').notNull(),
    amountFils: integer('amount_fils').notNull(),
    currency: text('currency').notNull().default('BHD'),
    paymentType: text('payment_type', { enum: PAYMENT_TYPES }).notNull(),
    status: text('status', { enum: CHARGE_STATUSES }).notNull().default('initiated'),
    /** The gateway's hosted page the payer is sent to. */
    paymentUrl: text('payment_url').notNull(),
    /** The gateway's last status word, kept verbatim for support (Tap: CAPTURED, DECLINED, ...). */
    gatewayStatus: text('gateway_status'),
    createdAt: createdAt(),
    modifiedAt: modifiedAt(),
  },
  (t) => [
    unique('payment_charges_gateway_charge_key').on(t.gateway, t.chargeId),
    index('payment_charges_order_idx').on(t.orderId, t.createdAt),
    // The sweep's questions to the gateway walk the charges still open, least recently asked
    // first (payments/left-open-charges.ts): a few rows among millions once settled.
    index('payment_charges_open_idx')
      .on(t.modifiedAt)
      .where(sql`${t.status} = 'initiated'`),
    check('payment_charges_gateway_check', oneOf(t.gateway, PAYMENT_GATEWAYS)),
    check('payment_charges_status_check', oneOf(t.status, CHARGE_STATUSES)),
    check('payment_charges_payment_type_check', oneOf(t.paymentType, PAYMENT_TYPES)),
    check('payment_charges_amount_check', sql`${t.amountFils} > 0`),
  ],
);

/**
 * The built-in sandbox gateway's own books, kept apart from ours so that verifying a charge
 * really asks "the gateway" rather than reading back what we wrote ourselves.
 */
export const sandboxCharges = pgTable(
  'sandbox_charges',
  {
    /** The charge id handed out, shaped like a gateway's (chg_sbx_...). */
    id: text('id').primaryKey(),
    amountFils: integer('amount_fils').notNull(),
    currency: text('currency').notNull(),
    description: text('description').notNull().default(''),
    /** Our order id, as a merchant reference. */
    reference: text('reference').notNull(),
    sourceId: text('source_id').notNull(),
    redirectUrl: text('redirect_url').notNull(),
    postUrl: text('post_url'),
    status: text('status', { enum: SANDBOX_CHARGE_STATUSES }).notNull().default('INITIATED'),
    refundedFils: integer('refunded_fils').notNull().default(0),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    check('sandbox_charges_status_check', oneOf(t.status, SANDBOX_CHARGE_STATUSES)),
    check(
      'sandbox_charges_amounts_check',
      sql`${t.amountFils} > 0 and ${t.refundedFils} >= 0 and ${t.refundedFils} <= ${t.amountFils}`,
    ),
  ],
);
