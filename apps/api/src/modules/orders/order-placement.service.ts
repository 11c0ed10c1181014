import {
  computeOrderPricing,
  orderNumberForList,
  ORDER_CHANGE_ERRORS,
  ORDER_PLACED_REASON,
  type CreateOrderRequest,
  type Order,
} from '@marketplace/contract';
import type { Database, DbTransaction } from '../../db/database';
import { conflict, forbidden, notFound } from '../../lib/http-error';
import { ordersPlaced } from '../../lib/observability/metrics';
import { isUniqueViolation } from '../../lib/unique-violation';
import type { AuthUser } from '../../identity/access-token';
import { clearCartLines } from '../cart';
import { raiseNotifications } from '../notifications';
import { reserveStock } from '../service-items';
import { customerOrderLink } from './order-links';
import type { StockClaim, StockGate } from './stock-gate';
import type { OrderReadService } from './order-read.service';
import {
  cartLinesForCheckout,
  findOrderByIdempotencyKey,
  insertOrder,
  insertStatusChanges,
  lockCart,
  stockLeft,
  type CheckoutLine,
} from './order-writes.repository';

export interface PlacementContext {
  db: Database;
  /** Answers the placed order. */
  reads: OrderReadService;
  /** The cart's lines read outside any transaction (`cartLinesReader`, built once per app). */
  cartLines: (cartId: string, customerId: string) => Promise<CheckoutLine[]>;
  /** This app's checkouts in flight per listing (one per app). */
  stockGate: StockGate;
  urlFor: (storageKey: string) => string;
  reservationMinutes: number;
}

export interface PlacedOrder {
  order: Order;
  /** True when an earlier request with the same Idempotency-Key already placed it. */
  replayed: boolean;
}

/** Placing orders from the cart, with the app's one StockGate (built once, in orders.module.ts). */
export class OrderPlacementService {
  constructor(private readonly ctx: PlacementContext) {}

  /**
   * Turns the customer's cart into an order in one transaction: snapshot of every line, price by
   * the contract's rule, stock reserved for items, the cart emptied. With an Idempotency-Key a
   * retried request (even one racing the first) gets the same order back instead of a second one.
   */
  async place(caller: AuthUser, input: CreateOrderRequest, idempotencyKey: string | undefined): Promise<PlacedOrder> {
    if (input.CustomerId !== caller.id) throw forbidden(ORDER_CHANGE_ERRORS.notYourOrder);
    const replay = async (): Promise<PlacedOrder | undefined> => {
      if (idempotencyKey === undefined) return undefined;
      const id = await findOrderByIdempotencyKey(this.ctx.db, caller.id, idempotencyKey);
      return id === undefined ? undefined : { order: (await this.ctx.reads.load(id))!, replayed: true };
    };
    const earlier = await replay();
    if (earlier) return earlier;
    const claims = await admit(this.ctx, input.CartId, caller.id);
    try {
      const placed = await writeOrder(this.ctx, caller, input, idempotencyKey).catch((error: unknown) => {
        this.ctx.stockGate.leave(claims); // not committed: its units were never taken
        throw error;
      });
      this.ctx.stockGate.leave(claims, placed.stockAfter);
      if (!placed.replayed) ordersPlaced.inc();
      return { order: (await this.ctx.reads.load(placed.orderId))!, replayed: placed.replayed };
    } catch (error) {
      // Two first attempts with one key: the unique key lets one commit; the other returns it.
      if (isUniqueViolation(error)) {
        const winner = await replay();
        if (winner) return winner;
      }
      throw error;
    }
  }
}

/** The order's transaction; a committed placement answers the stock it left per listing. */
function writeOrder(
  ctx: PlacementContext,
  caller: AuthUser,
  input: CreateOrderRequest,
  idempotencyKey: string | undefined,
): Promise<{ orderId: string; replayed: boolean; stockAfter?: Map<string, number> }> {
  return ctx.db.transaction(async (tx) => {
    if (!(await lockCart(tx, input.CartId, caller.id))) throw notFound(ORDER_CHANGE_ERRORS.cartNotFound);
    // A retry that waited for the lock finds the order its twin just placed (and an empty cart).
    if (idempotencyKey !== undefined) {
      const twin = await findOrderByIdempotencyKey(tx, caller.id, idempotencyKey);
      if (twin !== undefined) return { orderId: twin, replayed: true };
    }
    const lines = await cartLinesForCheckout(tx, input.CartId, caller.id);
    if (lines.length === 0) throw conflict(ORDER_CHANGE_ERRORS.cartEmpty);
    refuseWhatCannotBeOrdered(lines);
    const orderId = await createOrder(tx, ctx, caller, input, lines, idempotencyKey);
    // Stock last: the guarded UPDATE row-locks the listing until COMMIT, and every checkout of a
    // popular item queues on that lock. Taken last, it is held for one statement and the commit
    // instead of the eight writes of the order (200 checkouts of 20 units: issue 18).
    return { orderId, replayed: false, stockAfter: await reserveAll(tx, lines) };
  });
}

/**
 * In a rush on a sold-out item most checkouts end here, with one read and no transaction: the
 * cart lock, the order's writes, the rollback and a pooled connection held meanwhile are spared
 * (issue 18). Answers the stock this checkout has in flight (see StockGate).
 */
async function admit(ctx: PlacementContext, cartId: string, customerId: string): Promise<StockClaim[]> {
  for (;;) {
    const lines = await ctx.cartLines(cartId, customerId);
    refuseWhatCannotBeOrdered(lines);
    const claims = lines
      .filter((line) => line.type === 'item')
      .map((line) => ({ serviceItemId: line.serviceItemId, quantity: line.quantity, stockLeft: line.stockLeft ?? 0 }));
    const entry = await ctx.stockGate.enter(claims);
    if (entry.admitted) return claims;
    // Held back by a rush: refused on what its winners left, else read the cart again.
    const held = lines.find((line) => line.serviceItemId === entry.serviceItemId)!;
    if (entry.stockLeft !== null && held.quantity > entry.stockLeft)
      throw conflict(ORDER_CHANGE_ERRORS.outOfStock(held.name, entry.stockLeft));
  }
}

/**
 * Refuses what the lines as read already show: a listing that may not be ordered or stock that is
 * gone. The read takes no lock, so the answer is the one of a moment earlier (stock released
 * meanwhile is the next checkout's); it only refuses, never accepts: `reserveAll` repeats the same
 * checks in the same order under lock before the order commits.
 */
function refuseWhatCannotBeOrdered(lines: readonly CheckoutLine[]): void {
  for (const line of lines) {
    if (!line.orderable) throw conflict(ORDER_CHANGE_ERRORS.listingUnavailable(line.name));
    const left = line.stockLeft ?? 0;
    if (line.type === 'item' && left < line.quantity) throw conflict(ORDER_CHANGE_ERRORS.outOfStock(line.name, left));
  }
}

/** Takes each item line's units under lock; answers the stock left per listing afterwards. */
async function reserveAll(tx: DbTransaction, lines: readonly CheckoutLine[]): Promise<Map<string, number>> {
  const stockAfter = new Map<string, number>();
  for (const line of lines) {
    if (!line.orderable) throw conflict(ORDER_CHANGE_ERRORS.listingUnavailable(line.name));
    if (line.type !== 'item') continue;
    const left = await reserveStock(tx, line.serviceItemId, line.quantity);
    if (left === null)
      throw conflict(ORDER_CHANGE_ERRORS.outOfStock(line.name, await stockLeft(tx, line.serviceItemId)));
    stockAfter.set(line.serviceItemId, left);
  }
  return stockAfter;
}

async function createOrder(
  tx: DbTransaction,
  ctx: PlacementContext,
  caller: AuthUser,
  input: CreateOrderRequest,
  lines: readonly CheckoutLine[],
  idempotencyKey: string | undefined,
): Promise<string> {
  const now = new Date();
  const pricing = computeOrderPricing(lines.length);
  const { order, items } = await insertOrder(
    tx,
    {
      customerId: caller.id,
      status: 'Pending',
      subtotalFils: pricing.SubtotalFils,
      vatFils: pricing.VatFils,
      totalPriceFils: pricing.TotalFils,
      paymentType: input.PaymentType,
      reservationExpiresAt: new Date(now.getTime() + ctx.reservationMinutes * 60_000),
      idempotencyKey: idempotencyKey ?? null,
      createdAt: now,
      modifiedAt: now,
    },
    // Items are listed by created_at; a millisecond apart keeps the cart's order in the order.
    lines.map((line, index) => ({
      orderId: '',
      serviceItemId: line.serviceItemId,
      providerId: line.providerId,
      type: line.type,
      name: line.name,
      description: line.description,
      nameAr: line.nameAr,
      descriptionAr: line.descriptionAr,
      photos: line.photoKeys.map(ctx.urlFor),
      quantity: line.type === 'item' ? line.quantity : 1,
      unitPriceFils: pricing.UnitPriceFils,
      referencePriceFils: line.priceFils,
      status: 'Pending',
      createdAt: new Date(now.getTime() + index),
      modifiedAt: now,
    })),
  );
  await insertStatusChanges(tx, [
    { orderId: order.id, toStatus: 'Pending', changedBy: caller.id, reason: ORDER_PLACED_REASON },
    ...items.map((item) => ({
      orderId: order.id,
      orderItemId: item.id,
      toStatus: 'Pending' as const,
      changedBy: caller.id,
    })),
  ]);
  await clearCartLines(tx, input.CartId, caller.id);
  await raiseNotifications(tx, [
    {
      userId: caller.id,
      type: 'order.placed',
      title: 'Order placed',
      body: `Order #${orderNumberForList(order.id)} is waiting for payment.`,
      titleAr: 'تم إنشاء الطلب',
      bodyAr: `الطلب رقم ${orderNumberForList(order.id)} بانتظار الدفع.`,
      link: customerOrderLink(order.id),
      data: { orderId: order.id },
    },
  ]);
  return order.id;
}
