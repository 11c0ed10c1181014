import { computeOrderPricing, type PaymentType } from '@marketplace/contract';
import { deriveOrderStatus } from '../modules/orders';
import { drawCancelFrom, drawLineStatus, itemPath, wholeOrderCancellation } from './order-timeline';
import type { ListingInfo } from './plan-catalog';
import type { PeoplePlan } from './plan-people';
import { orderHistory } from './order-history';
import type { OrderLine, PlannedOrder } from './planned-order';
import { drawnSpecs, scriptedSpecs, type OrderSpec } from './order-specs';
import {
  DAY,
  HOUR,
  MINUTE,
  after,
  before,
  type OrderItemRow,
  type OrderRow,
  type OrderStatusHistoryRow,
  type PlanContext,
} from './seed-types';

export const DEMO_ORDER_COUNT = 80;

export interface OrdersPlan {
  orders: PlannedOrder[];
  history: OrderStatusHistoryRow[];
}

/** 80 orders over the last ~13.5 months, busier lately, ending in every booking status. */
export function planOrders(ctx: PlanContext, people: PeoplePlan, listings: ListingInfo[]): OrdersPlan {
  const scripted = scriptedSpecs(ctx, people);
  const specs = [...scripted, ...drawnSpecs(ctx, people, DEMO_ORDER_COUNT - scripted.length)];
  specs.sort((a, b) => a.placedAt.getTime() - b.placedAt.getTime());
  const orders = specs.map((spec) => buildOrder(ctx, spec, listings));
  return { orders, history: orders.flatMap((order) => orderHistory(ctx, order)) };
}

function buildOrder(ctx: PlanContext, spec: OrderSpec, listings: ListingInfo[]): PlannedOrder {
  const { rng, now } = ctx;
  const placed = spec.placedAt.getTime();
  const ageDays = (now.getTime() - placed) / DAY;
  const pool = listings.filter(
    (listing) =>
      listing.row.createdAt.getTime() < placed &&
      placed < listing.orderableUntil &&
      (!spec.demoProviderOnly || listing.provider.seed.email === 'provider@marketplace.test') &&
      // What was ordered in the last month can still be ordered today.
      (ageDays > 30 ||
        (listing.row.availability === 'available' &&
          listing.categoryEnabled &&
          listing.provider.row.accState === 'active')),
  );
  const chosen = rng.sample(pool, spec.lineCount);
  if (chosen.length === 0) throw new Error(`No listing can be ordered on ${spec.placedAt.toISOString()}`);
  const pricing = computeOrderPricing(chosen.length);
  const orderId = ctx.ids.uuid();
  const latest = before(now, 2 * MINUTE);
  const customerCancelAt = new Date(placed + Math.min(rng.int(1, 20) * HOUR, (latest.getTime() - placed) / 2));

  const lines = chosen.map((listing, index): OrderLine => {
    const actors = { provider: listing.provider.user.id, customer: spec.customer.id };
    const events = spec.unpaid
      ? [wholeOrderCancellation(rng, after(spec.placedAt, 15 * MINUTE), null)]
      : spec.customerCancels
        ? [wholeOrderCancellation(rng, customerCancelAt, spec.customer.id)]
        : itemPath(
            rng,
            spec.placedAt,
            latest,
            spec.targets?.[index] ?? drawLineStatus(rng, ageDays),
            actors,
            spec.targets ? 'Confirmed' : drawCancelFrom(rng),
          );
    const status = events.at(-1)?.to ?? 'Pending';
    const isItem = listing.row.type === 'item';
    const row: OrderItemRow = {
      id: ctx.ids.uuid(),
      orderId,
      serviceItemId: listing.row.id,
      providerId: listing.provider.row.id,
      type: listing.row.type,
      name: listing.row.name,
      description: listing.row.description ?? '',
      // The listing's Arabic as ordered, as order placement copies it.
      nameAr: listing.row.nameAr ?? '',
      descriptionAr: listing.row.descriptionAr ?? '',
      photos: listing.photoUrls,
      quantity: isItem ? rng.int(1, 3) : 1,
      unitPriceFils: pricing.UnitPriceFils,
      referencePriceFils: listing.row.priceFils,
      status,
      createdAt: spec.placedAt,
      modifiedAt: events.at(-1)?.at ?? spec.placedAt,
    };
    return { row, listing, events, status };
  });

  const status = deriveOrderStatus(lines.map((line) => line.status));
  const paid = !spec.unpaid;
  const paidAt = paid ? after(spec.placedAt, rng.int(1, 4) * MINUTE) : null;
  const lastEvent = Math.max(
    placed,
    paidAt?.getTime() ?? 0,
    ...lines.flatMap((line) => line.events.map((event) => event.at.getTime())),
  );
  const paymentType = rng.weighted<PaymentType>([
    ['card', 60],
    ['benefit', 40],
  ]);
  const row: OrderRow = {
    id: orderId,
    customerId: spec.customer.id,
    status,
    subtotalFils: pricing.SubtotalFils,
    vatFils: pricing.VatFils,
    totalPriceFils: pricing.TotalFils,
    paymentType,
    isPaymentSuccess: paid,
    paidAt,
    // An unpaid order held its stock for 15 minutes, then the reservation lapsed and it was cancelled.
    reservationExpiresAt: paid ? null : after(spec.placedAt, 15 * MINUTE),
    cancelledAt: status === 'Cancelled' ? new Date(lastEvent) : null,
    idempotencyKey: null,
    createdAt: spec.placedAt,
    modifiedAt: new Date(lastEvent),
  };
  return { row, customer: spec.customer, lines, paid, leaveUnreviewed: spec.leaveUnreviewed ?? false };
}
