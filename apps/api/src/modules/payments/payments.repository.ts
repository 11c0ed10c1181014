import { and, asc, count, desc, eq, gte, inArray, isNotNull, lt, min, or, sql, sum } from 'drizzle-orm';
import type { DbExecutor } from '../../db/database';
import { orderItems, orders, paymentCharges, providers, transactions, users } from '../../db/schema/index';
import type { ChargeStatus, PaymentGatewayName } from '../../db/schema/internal-values';
import type { Backlog } from '../../lib/observability/scrape';

export type OrderRow = typeof orders.$inferSelect;
export type ChargeRow = typeof paymentCharges.$inferSelect;
export type TransactionRow = typeof transactions.$inferSelect;

export async function findOrder(db: DbExecutor, orderId: string): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(orders).where(eq(orders.id, orderId));
  return row;
}

export async function findCustomerContact(db: DbExecutor, userId: string) {
  const [row] = await db
    .select({ firstName: users.firstName, lastName: users.lastName, email: users.email })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

/** The users behind the providers with items in the order (each told once). */
export async function providerUserIds(db: DbExecutor, orderId: string): Promise<string[]> {
  const rows = await db
    .selectDistinct({ userId: providers.userId })
    .from(orderItems)
    .innerJoin(providers, eq(providers.id, orderItems.providerId))
    .where(eq(orderItems.orderId, orderId));
  return rows.map((row) => row.userId);
}

export async function insertCharge(db: DbExecutor, charge: typeof paymentCharges.$inferInsert) {
  await db.insert(paymentCharges).values(charge);
}

export async function findCharge(db: DbExecutor, gateway: PaymentGatewayName, chargeId: string) {
  const [row] = await db
    .select()
    .from(paymentCharges)
    .where(and(eq(paymentCharges.gateway, gateway), eq(paymentCharges.chargeId, chargeId)));
  return row;
}

export async function latestCharge(db: DbExecutor, gateway: PaymentGatewayName, orderId: string) {
  const [row] = await db
    .select()
    .from(paymentCharges)
    .where(and(eq(paymentCharges.gateway, gateway), eq(paymentCharges.orderId, orderId)))
    .orderBy(desc(paymentCharges.createdAt), desc(paymentCharges.id))
    .limit(1);
  return row;
}

/** The order's charges still open in our books (initiated: the gateway has not said how they ended). */
export async function openCharges(db: DbExecutor, gateway: PaymentGatewayName, orderId: string) {
  return db
    .select()
    .from(paymentCharges)
    .where(
      and(
        eq(paymentCharges.gateway, gateway),
        eq(paymentCharges.orderId, orderId),
        eq(paymentCharges.status, 'initiated'),
      ),
    )
    .orderBy(asc(paymentCharges.createdAt), asc(paymentCharges.id));
}

/**
 * How often and for how long the sweep asks about a charge left open on an order that no longer
 * waits for it (see left-open-charges.ts for the figures and why).
 */
export interface LeftOpenChargeSchedule {
  /** Charges made longer ago than this are no longer asked about. */
  lookBackMs: number;
  /** The shortest pause between two questions about one charge. */
  minPauseMs: number;
  /** The longest pause between two questions about one charge. */
  maxPauseMs: number;
}

const milliseconds = (ms: number) => sql`(${Math.round(ms)}::integer * interval '1 millisecond')`;
const timestamp = (at: Date) => sql`${at.toISOString()}::timestamptz`;

/**
 * A charge of this gateway still open in our books whose order no longer waits for a payment:
 * cancelled, or paid (by another charge). Needs the orders joined.
 */
const leftOpenAt = (gateway: PaymentGatewayName) =>
  and(
    eq(paymentCharges.gateway, gateway),
    eq(paymentCharges.status, 'initiated'),
    or(isNotNull(orders.cancelledAt), eq(orders.isPaymentSuccess, true)),
  );

/**
 * A charge is due to be asked about again once it was last looked at (its modifiedAt: the sweep
 * touches it when it asks) at least as long ago as it had been open then, within the bounds.
 */
function dueAt(now: Date, schedule: LeftOpenChargeSchedule) {
  return and(
    gte(paymentCharges.createdAt, new Date(now.getTime() - schedule.lookBackMs)),
    sql`${paymentCharges.modifiedAt} <= ${timestamp(now)} - least(greatest(${paymentCharges.modifiedAt} - ${paymentCharges.createdAt}, ${milliseconds(schedule.minPauseMs)}), ${milliseconds(schedule.maxPauseMs)})`,
  );
}

/**
 * Charges still open in our books whose order no longer waits for them (cancelled, or paid by
 * another charge), made within the look-back window and due to be asked about again; least
 * recently looked at first. Read without a lock: `claimCharges` decides who asks.
 */
export async function dueLeftOpenCharges(
  db: DbExecutor,
  gateway: PaymentGatewayName,
  now: Date,
  schedule: LeftOpenChargeSchedule,
  limit: number,
) {
  return db
    .select({ id: paymentCharges.id })
    .from(paymentCharges)
    .innerJoin(orders, eq(orders.id, paymentCharges.orderId))
    .where(and(leftOpenAt(gateway), dueAt(now, schedule)))
    .orderBy(asc(paymentCharges.modifiedAt), asc(paymentCharges.id))
    .limit(limit);
}

/**
 * Marks these charges looked at now, those still open and due: a charge is claimed by one
 * sweep only (a concurrent UPDATE waits, then finds it no longer due), without holding a lock
 * while the gateway is asked. Returns the charges claimed.
 */
export async function claimCharges(
  db: DbExecutor,
  ids: readonly string[],
  now: Date,
  schedule: LeftOpenChargeSchedule,
) {
  if (ids.length === 0) return [];
  return db
    .update(paymentCharges)
    .set({ modifiedAt: now })
    .where(and(inArray(paymentCharges.id, [...ids]), eq(paymentCharges.status, 'initiated'), dueAt(now, schedule)))
    .returning();
}

/**
 * Charges left open on orders that no longer wait for them, made before the look-back window and
 * not yet given up: marked given up (looked at after the window ended, so never picked again)
 * and returned, each once, even with several processes.
 */
export async function giveUpLeftOpenCharges(
  db: DbExecutor,
  gateway: PaymentGatewayName,
  now: Date,
  schedule: LeftOpenChargeSchedule,
  limit: number,
) {
  const notGivenUp = sql`${paymentCharges.modifiedAt} <= ${paymentCharges.createdAt} + ${milliseconds(schedule.lookBackMs)}`;
  const cutoff = new Date(now.getTime() - schedule.lookBackMs);
  const rows = await db
    .select({ id: paymentCharges.id })
    .from(paymentCharges)
    .innerJoin(orders, eq(orders.id, paymentCharges.orderId))
    .where(and(leftOpenAt(gateway), lt(paymentCharges.createdAt, cutoff), notGivenUp))
    .orderBy(asc(paymentCharges.createdAt), asc(paymentCharges.id))
    .limit(limit);
  if (rows.length === 0) return [];
  return db
    .update(paymentCharges)
    .set({ modifiedAt: now })
    .where(
      and(
        inArray(
          paymentCharges.id,
          rows.map((row) => row.id),
        ),
        eq(paymentCharges.status, 'initiated'),
        lt(paymentCharges.createdAt, cutoff),
        notGivenUp,
      ),
    )
    .returning();
}

export async function updateCharge(db: DbExecutor, id: string, status: ChargeStatus, gatewayStatus: string) {
  await db
    .update(paymentCharges)
    .set({ status, gatewayStatus, modifiedAt: new Date() })
    .where(eq(paymentCharges.id, id));
}

export async function capturedCharges(db: DbExecutor, orderId: string) {
  return db
    .select()
    .from(paymentCharges)
    .where(and(eq(paymentCharges.orderId, orderId), eq(paymentCharges.status, 'captured')))
    .orderBy(asc(paymentCharges.createdAt), asc(paymentCharges.id));
}

/** The charge whose completed payment came first: the one that paid the order. */
export async function firstPaymentChargeId(db: DbExecutor, orderId: string): Promise<string | null> {
  const [row] = await db
    .select({ chargeId: transactions.gatewayChargeId })
    .from(transactions)
    .where(
      and(eq(transactions.orderId, orderId), eq(transactions.type, 'payment'), eq(transactions.status, 'completed')),
    )
    .orderBy(asc(transactions.createdAt), asc(transactions.id))
    .limit(1);
  return row?.chargeId ?? null;
}

/** Fils refunded (or on their way) from one charge, by refund status. */
export async function refundedFils(
  db: DbExecutor,
  gateway: string,
  chargeId: string,
  statuses: ('pending' | 'completed')[],
): Promise<number> {
  const [row] = await db
    .select({ total: sum(transactions.amountFils) })
    .from(transactions)
    .where(
      and(
        eq(transactions.type, 'refund'),
        eq(transactions.gateway, gateway),
        eq(transactions.gatewayChargeId, chargeId),
        inArray(transactions.status, statuses),
      ),
    );
  return Number(row?.total ?? 0);
}

export async function pendingRefunds(db: DbExecutor, orderId: string | undefined, limit: number) {
  return (
    db
      .select()
      .from(transactions)
      .where(
        and(
          eq(transactions.type, 'refund'),
          eq(transactions.status, 'pending'),
          orderId === undefined ? undefined : eq(transactions.orderId, orderId),
        ),
      )
      // Least recently tried first: refunds a gateway keeps PENDING cannot starve newer ones.
      .orderBy(asc(transactions.modifiedAt), asc(transactions.id))
      .limit(limit)
  );
}

/** Refunds booked and not yet final at the gateway (for the metrics): how many, and the oldest's booking. */
export async function refundBacklog(db: DbExecutor): Promise<Backlog> {
  const [row] = await db
    .select({ depth: count(), oldestAt: min(transactions.createdAt) })
    .from(transactions)
    .where(and(eq(transactions.type, 'refund'), eq(transactions.status, 'pending')));
  return { depth: row?.depth ?? 0, oldestAt: row?.oldestAt ?? null };
}
