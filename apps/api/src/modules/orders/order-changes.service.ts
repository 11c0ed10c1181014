import {
  computeOrderPricing,
  customerMayCancel,
  isFinalStatus,
  orderNumberForList,
  ORDER_CHANGE_ERRORS,
  ORDER_ERRORS,
  type BookingStatus,
  type Order,
} from '@marketplace/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, DbExecutor, DbTransaction } from '../../db/database';
import { isDatabaseUnavailable } from '../../lib/database-unavailable';
import { conflict, forbidden, notFound } from '../../lib/http-error';
import { inTurns } from '../../lib/in-turns';
import type { AuthUser } from '../../identity/access-token';
import { requestRefund, type OpenChargeReport } from '../payments';
import { isAdmin, isSelfOrAdmin, providerOfUser } from '../../identity/access-rules';
import { releaseStock } from '../service-items';
import { recordEarning } from '../transactions';
import { changeNotifications } from './order-change-notifications';
import { contactOf } from './order-customer';
import { deriveOrderStatus } from './order-status';
import { assertTransition } from './order-transitions';
import type { OrderReadService } from './order-read.service';
import { toOrder } from './order.mapper';
import { lockOrder } from './table-writes';
import { findOrder, findOrderItems, type OrderItemRow, type OrderRow } from './orders.repository';
import {
  expiredUnpaidOrders,
  heldFils,
  insertStatusChanges,
  lockExpiredUnpaidOrder,
  orderIdOfItem,
  setItemStatus,
  setOrderStatus,
} from './order-writes.repository';

/** What the reservation sweep needs of the payments module about an order's charges. */
export interface OrderCharges {
  /** Asks the gateway about the order's open charges and settles what it says (no transaction). */
  check(orderId: string): Promise<OpenChargeReport>;
  /** The order's charges still open in our books, read in the caller's transaction. */
  openChargeIds(db: DbExecutor, orderId: string): Promise<string[]>;
}

/** What one reservation sweep did with the unpaid orders past their reservation. */
export interface ReservationSweepSummary {
  /** Cancelled, their stock released. */
  cancelled: number;
  /** Paid after all: the gateway had captured a charge, settled now. */
  paid: number;
  /** Left alone within the grace: a charge is still open at the gateway or could not be asked about. */
  waiting: number;
  /** Not handled this time: a settlement or another sweep held the order, or handling it failed (logged). */
  skipped: number;
}

/** Orders one sweep handles at once: each may wait on the gateway. */
const SWEEP_WIDTH = 4;
/** Pages of expired orders one sweep looks at, at most; the next sweep takes the rest. */
const SWEEP_PAGES = 5;

export interface OrderChangeDependencies {
  db: Database;
  /** Answers the changed order to its customer. */
  reads: OrderReadService;
  commissionRateBp: number;
  /** Sends refunds booked by a change to the gateway, after the change committed. */
  processRefunds(orderId: string): Promise<void>;
  /** The reservation sweep asks the gateway about an expired order's open charges before cancelling it. */
  charges: OrderCharges;
  /**
   * How long past its reservation an unpaid order with a charge still open at the gateway (or
   * that the gateway could not be asked about) is left alone before it is cancelled anyway.
   */
  reservationGraceMs: number;
  log: FastifyBaseLogger;
}

/** Who made a change: a user, or the system (the reservation sweep). */
interface Actor {
  userId: string | null;
  reason: string | null;
}

/**
 * Every change of an order's items goes through `apply`: under the order's row lock it moves
 * the items by the state machine, keeps the history, derives the order's status, releases stock
 * and refunds what was paid for cancelled work, books earnings for completed work and raises
 * the notifications, all in one transaction.
 */
export class OrderChangeService {
  constructor(private readonly deps: OrderChangeDependencies) {}

  /**
   * PATCH /api/OrderItem/{id}/confirm|start|complete|cancel: the item's provider or an admin. A
   * cancellation's reason goes into the history and the customer's notice.
   */
  async changeItem(
    caller: AuthUser,
    orderItemId: string,
    target: BookingStatus,
    reason: string | null = null,
  ): Promise<Order> {
    const orderId = await orderIdOfItem(this.deps.db, orderItemId);
    if (orderId === undefined) throw notFound(ORDER_CHANGE_ERRORS.orderItemNotFound);
    await this.inOrder(orderId, async (tx, order, items) => {
      const item = items.find((candidate) => candidate.id === orderItemId)!;
      if (!isSelfOrAdmin(caller, item.providerUserId)) throw forbidden(ORDER_CHANGE_ERRORS.notYourItem);
      assertPaidFor(order, target);
      assertTransition(item.status, target);
      return this.apply(tx, order, items, [item], target, { userId: caller.id, reason });
    });
    return this.answer(caller, orderId);
  }

  /**
   * PATCH /api/Order/{id}/status: moves every one of the caller's items (all items for an admin)
   * that is not final to `target`, all or nothing.
   */
  async changeOrder(caller: AuthUser, orderId: string, target: BookingStatus): Promise<Order> {
    await this.inOrder(orderId, async (tx, order, items) => {
      const mine = isAdmin(caller) ? items : items.filter((item) => item.providerUserId === caller.id);
      if (mine.length === 0) {
        if (order.customerId === caller.id) throw forbidden(ORDER_CHANGE_ERRORS.notYourItem);
        throw notFound(ORDER_ERRORS.notFound);
      }
      const moving = mine.filter((item) => item.status !== target && !isFinalStatus(item.status));
      if (moving.length === 0) throw conflict(ORDER_CHANGE_ERRORS.nothingToChange(target));
      assertPaidFor(order, target);
      for (const item of moving) assertTransition(item.status, target);
      return this.apply(tx, order, items, moving, target, { userId: caller.id, reason: null });
    });
    return this.answer(caller, orderId);
  }

  /** PATCH /api/Order/{id}/cancel: the customer (or an admin) while no work has started. */
  async cancelOrder(caller: AuthUser, orderId: string): Promise<Order> {
    await this.inOrder(orderId, async (tx, order, items) => {
      if (order.customerId !== caller.id && !isAdmin(caller)) throw notFound(ORDER_ERRORS.notFound);
      if (order.status === 'Cancelled') throw conflict(ORDER_CHANGE_ERRORS.orderAlreadyCancelled);
      if (!customerMayCancel(items.map((item) => item.status))) {
        throw conflict(ORDER_CHANGE_ERRORS.cannotCancelStarted);
      }
      const open = items.filter((item) => item.status !== 'Cancelled');
      const reason = order.customerId === caller.id ? 'Cancelled by the customer' : 'Cancelled by an administrator';
      return this.apply(tx, order, items, open, 'Cancelled', { userId: caller.id, reason });
    });
    return this.answer(caller, orderId);
  }

  /**
   * The reservation sweep: unpaid orders whose reservation ran out are cancelled and their stock
   * released, unless the gateway says otherwise. For each order the payments module first asks the
   * gateway about the order's open charges, outside any transaction, and settles what it learns as
   * verify would (a captured charge makes the order paid: it keeps its stock). Then, under the
   * order's row lock (SKIP LOCKED: a settlement or another sweep has it) and only if it is still
   * unpaid, the order is cancelled, unless a charge is still open in our books (pending at the
   * gateway, not answered, or opened since): then it is left alone until `reservationGraceMs`
   * past its reservation, and cancelled after that (a later capture is refunded by settlement).
   */
  async expireUnpaidOrders(now: Date, pageSize = 100): Promise<ReservationSweepSummary> {
    const summary: ReservationSweepSummary = { cancelled: 0, paid: 0, waiting: 0, skipped: 0 };
    const seen: string[] = [];
    // Orders left alone stay first in line, so later pages keep newer expired orders moving.
    for (let page = 0; page < SWEEP_PAGES; page += 1) {
      const candidates = await expiredUnpaidOrders(this.deps.db, now, pageSize, seen);
      seen.push(...candidates.map((candidate) => candidate.id));
      await inTurns(candidates, SWEEP_WIDTH, async ({ id, reservationExpiresAt }) => {
        summary[await this.expireOrder(id, reservationExpiresAt!, now)] += 1;
      });
      if (candidates.length < pageSize) break;
    }
    return summary;
  }

  private async expireOrder(orderId: string, expiredAt: Date, now: Date): Promise<keyof ReservationSweepSummary> {
    try {
      // No row is locked while the gateway is asked: it may take seconds (Tap: 15 s at most).
      const report = await this.deps.charges.check(orderId);
      if (report.captured.length > 0) return 'paid';
      const graceOver = now.getTime() >= expiredAt.getTime() + this.deps.reservationGraceMs;
      return await this.deps.db.transaction(async (tx) => {
        const order = await lockExpiredUnpaidOrder(tx, orderId, now);
        if (!order) return 'skipped';
        // Read again under the lock: a charge settled since counts as settled, one opened since as open.
        const open = (await this.deps.charges.openChargeIds(tx, orderId)).filter((id) => !report.unknown.includes(id));
        if (open.length > 0 && !graceOver) {
          this.deps.log.info(
            { orderId, pending: report.pending, unanswered: report.unanswered, open },
            'unpaid order past its reservation left alone: a charge is still open at the gateway',
          );
          return 'waiting';
        }
        if (open.length > 0) {
          this.deps.log.warn(
            { orderId, open },
            'unpaid order cancelled after its grace with a charge still open; a later capture is refunded',
          );
        }
        const items = await findOrderItems(tx, [orderId]);
        const cancelling = items.filter((item) => item.status !== 'Cancelled');
        await this.apply(tx, order, items, cancelling, 'Cancelled', {
          userId: null,
          reason: 'Payment not received in time',
        });
        return 'cancelled';
      });
    } catch (error) {
      // Without the database no order can be handled: the sweep stops and the next one retries.
      if (isDatabaseUnavailable(error)) throw error;
      this.deps.log.error(
        { err: error, orderId },
        'reservation sweep could not handle an order; the next sweep retries',
      );
      return 'skipped';
    }
  }

  private async inOrder(
    orderId: string,
    change: (tx: DbTransaction, order: OrderRow, items: OrderItemRow[]) => Promise<boolean>,
  ): Promise<void> {
    const refundBooked = await this.deps.db.transaction(async (tx) => {
      const order = await lockOrder(tx, orderId);
      if (!order) throw notFound(ORDER_ERRORS.notFound);
      return change(tx, order, await findOrderItems(tx, [orderId]));
    });
    if (refundBooked) await this.sendRefunds(orderId);
  }

  private async sendRefunds(orderId: string): Promise<void> {
    try {
      await this.deps.processRefunds(orderId);
    } catch (error) {
      // The refund stays booked as pending; the sweep retries it.
      this.deps.log.warn({ err: error, orderId }, 'refund could not be sent to the gateway yet');
    }
  }

  /**
   * The changed order as the caller may see it (as GET /api/Order/{id} answers it): a provider only
   * their own items; the customer's contact for the provider and admins once paid.
   */
  private async answer(caller: AuthUser, orderId: string): Promise<Order> {
    const providerId = caller.role === 'provider' ? (await providerOfUser(this.deps.db, caller.id))?.id : undefined;
    if (providerId === undefined && !isAdmin(caller)) return (await this.deps.reads.load(orderId))!;
    const order = (await findOrder(this.deps.db, orderId))!;
    const items = await findOrderItems(this.deps.db, [orderId], providerId);
    return toOrder(order, items, providerId !== undefined, await contactOf(this.deps.db, order));
  }

  private async apply(
    tx: DbTransaction,
    order: OrderRow,
    items: readonly OrderItemRow[],
    changing: readonly OrderItemRow[],
    target: BookingStatus,
    actor: Actor,
  ): Promise<boolean> {
    const now = new Date();
    const changingIds = new Set(changing.map((item) => item.id));
    const after = items.map((item) => (changingIds.has(item.id) ? target : item.status));
    const orderStatus = deriveOrderStatus(after);
    await setItemStatus(tx, [...changingIds], target);
    await insertStatusChanges(tx, [
      ...changing.map((item) => ({
        orderId: order.id,
        orderItemId: item.id,
        fromStatus: item.status,
        toStatus: target,
        changedBy: actor.userId,
        reason: actor.reason,
        createdAt: now,
      })),
      ...(orderStatus === order.status
        ? []
        : [
            {
              orderId: order.id,
              fromStatus: order.status,
              toStatus: orderStatus,
              changedBy: actor.userId,
              reason: actor.reason,
              createdAt: now,
            },
          ]),
    ]);
    if (orderStatus !== order.status) await setOrderStatus(tx, order.id, orderStatus, now);
    let refundBooked = false;
    if (target === 'Cancelled') {
      for (const item of changing) if (item.type === 'item') await releaseStock(tx, item.serviceItemId, item.quantity);
      if (order.isPaymentSuccess) refundBooked = await this.refundCancelled(tx, order, after, changing, orderStatus);
    }
    if (target === 'Completed') {
      for (const item of changing) await recordEarning(tx, item.id, this.deps.commissionRateBp);
    }
    await changeNotifications(tx, {
      order,
      changing,
      target,
      orderStatus,
      actorUserId: actor.userId,
      reason: actor.reason,
    });
    return refundBooked;
  }

  /**
   * What stays charged is the price of the lines still wanted (computeOrderPricing of the lines
   * not cancelled); the rest of what is held goes back. One item cancelled on its own is
   * refunded as that item, the last one (or a whole order) as the order.
   */
  private async refundCancelled(
    tx: DbTransaction,
    order: OrderRow,
    after: readonly BookingStatus[],
    changing: readonly OrderItemRow[],
    orderStatus: BookingStatus,
  ): Promise<boolean> {
    const kept = computeOrderPricing(after.filter((status) => status !== 'Cancelled').length).TotalFils;
    const due = (await heldFils(tx, order.id)) - kept;
    if (due <= 0) return false;
    const number = orderNumberForList(order.id);
    const single = changing.length === 1 && orderStatus !== 'Cancelled' ? changing[0] : undefined;
    await requestRefund(tx, {
      orderId: order.id,
      ...(single ? { orderItemId: single.id } : {}),
      creditedItemIds: changing.map((item) => item.id),
      amountFils: due,
      description: single ? `Refund for ${single.name} (order #${number})` : `Refund for order #${number}`,
    });
    return true;
  }
}

function assertPaidFor(order: OrderRow, target: BookingStatus): void {
  if (target !== 'Cancelled' && !order.isPaymentSuccess) throw conflict(ORDER_CHANGE_ERRORS.notPaid);
}
