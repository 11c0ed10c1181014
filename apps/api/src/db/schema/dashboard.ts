import { sql } from 'drizzle-orm';
import { bigint, check, date, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { providers, serviceItems } from './catalog';

// Rollups behind the admin dashboard (issue 6). Summing a million payments or two million order
// lines on every dashboard load cannot stay under 200 ms, so these small tables are kept current
// by statement-level triggers (migration 0005, which also fills them from existing rows). Nothing
// in the API writes them; the triggers fire even under session_replication_role = replica (the
// scale seed), and TRUNCATE of the source tables empties them. The hot rollups (a few rows every
// checkout or settlement moves) are written at commit from *_changes tables; see the migration.

/**
 * Money per Asia/Bahrain calendar month (fixed UTC+3) of the transaction's `created_at`, from
 * completed transactions only: payments, refunds, and earnings (gross and commission). The current
 * month's row is touched by every payment and earning, so it is written only at commit
 * (monthly_revenue_changes below).
 */
export const monthlyRevenue = pgTable(
  'monthly_revenue',
  {
    /** The first day of the Bahrain month. */
    month: date('month', { mode: 'string' }).primaryKey(),
    paymentCount: integer('payment_count').notNull().default(0),
    paymentsFils: bigint('payments_fils', { mode: 'number' }).notNull().default(0),
    refundCount: integer('refund_count').notNull().default(0),
    refundsFils: bigint('refunds_fils', { mode: 'number' }).notNull().default(0),
    earningsFils: bigint('earnings_fils', { mode: 'number' }).notNull().default(0),
    commissionFils: bigint('commission_fils', { mode: 'number' }).notNull().default(0),
  },
  (t) => [check('monthly_revenue_month_check', sql`extract(day from ${t.month}) = 1`)],
);

/** Changes to monthly_revenue staged by their transaction and folded in at commit, month by month. */
export const monthlyRevenueChanges = pgTable(
  'monthly_revenue_changes',
  {
    txid: bigint('txid', { mode: 'number' })
      .notNull()
      .default(sql`txid_current()`),
    month: date('month', { mode: 'string' }).notNull(),
    paymentCount: integer('payment_count').notNull(),
    paymentsFils: bigint('payments_fils', { mode: 'number' }).notNull(),
    refundCount: integer('refund_count').notNull(),
    refundsFils: bigint('refunds_fils', { mode: 'number' }).notNull(),
    earningsFils: bigint('earnings_fils', { mode: 'number' }).notNull(),
    commissionFils: bigint('commission_fils', { mode: 'number' }).notNull(),
  },
  (t) => [index('monthly_revenue_changes_txid_idx').on(t.txid)],
);

/**
 * What each listing sold: order lines of paid orders that are not cancelled (count, quantity and
 * the information-request price charged). Its reviews' figures live on the listing itself
 * (service_items.rating_total and review_count, migration 0012).
 */
export const serviceItemSales = pgTable(
  'service_item_sales',
  {
    serviceItemId: uuid('service_item_id')
      .primaryKey()
      .references(() => serviceItems.id, { onDelete: 'cascade' }),
    /** The listing's provider (a listing never changes owner), so providers rank from this table alone. */
    providerId: uuid('provider_id')
      .notNull()
      .references(() => providers.id),
    lineCount: integer('line_count').notNull().default(0),
    quantity: integer('quantity').notNull().default(0),
    salesFils: bigint('sales_fils', { mode: 'number' }).notNull().default(0),
  },
  (t) => [
    // Most-sold items read the top of this index and stop.
    index('service_item_sales_quantity_idx').on(t.quantity.desc(), t.lineCount.desc()),
    index('service_item_sales_provider_idx').on(t.providerId),
  ],
);

/**
 * How many orders are in each booking status (five rows), so the dashboard need not count a million
 * orders. Every checkout and status change moves these few rows, so they are written only at commit
 * (order_status_count_changes below), never while the transaction still holds other locks.
 */
export const orderStatusCounts = pgTable('order_status_counts', {
  status: text('status').primaryKey(),
  orderCount: bigint('order_count', { mode: 'number' }).notNull().default(0),
});

/**
 * Changes to order_status_counts staged by the transaction that made them; a deferred trigger folds
 * them in at commit, in status order. A transaction waiting for a counter row then holds no lock
 * another counter writer could be waiting for, so checkouts and cancellations cannot deadlock on them.
 */
export const orderStatusCountChanges = pgTable(
  'order_status_count_changes',
  {
    txid: bigint('txid', { mode: 'number' })
      .notNull()
      .default(sql`txid_current()`),
    status: text('status').notNull(),
    delta: bigint('delta', { mode: 'number' }).notNull(),
  },
  (t) => [index('order_status_count_changes_txid_idx').on(t.txid)],
);
