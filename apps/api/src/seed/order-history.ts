import { ORDER_PLACED_REASON, type BookingStatus } from '@marketplace/contract';
import { deriveOrderStatus } from '../modules/orders';
import type { PlannedOrder } from './planned-order';
import type { OrderStatusHistoryRow, PlanContext } from './seed-types';

/**
 * The order's audit trail: the placement (the order's row and each item's), each item's own transitions, and an order-level row
 * whenever the derived order status changes. Replaying item events in time order through
 * `deriveOrderStatus` keeps the order-level rows exactly what the API would have written.
 */
export function orderHistory(ctx: PlanContext, order: PlannedOrder): OrderStatusHistoryRow[] {
  const orderId = order.row.id;
  const rows: OrderStatusHistoryRow[] = [
    {
      id: ctx.ids.uuid(),
      orderId,
      orderItemId: null,
      fromStatus: null,
      toStatus: 'Pending',
      changedBy: order.customer.id,
      reason: ORDER_PLACED_REASON,
      createdAt: order.row.createdAt,
    },
    // Each item's own creation, as the API's placement writes it.
    ...order.lines.map((line): OrderStatusHistoryRow => ({
      id: ctx.ids.uuid(),
      orderId,
      orderItemId: line.row.id,
      fromStatus: null,
      toStatus: 'Pending',
      changedBy: order.customer.id,
      reason: null,
      createdAt: order.row.createdAt,
    })),
  ];
  const current = new Map<string, BookingStatus>(order.lines.map((line) => [line.row.id, 'Pending']));
  let orderStatus: BookingStatus = 'Pending';
  const events = order.lines
    .flatMap((line) => line.events.map((event) => ({ event, itemId: line.row.id })))
    .sort((a, b) => a.event.at.getTime() - b.event.at.getTime());
  for (const { event, itemId } of events) {
    rows.push({
      id: ctx.ids.uuid(),
      orderId,
      orderItemId: itemId,
      fromStatus: event.from,
      toStatus: event.to,
      changedBy: event.by,
      reason: event.reason,
      createdAt: event.at,
    });
    current.set(itemId, event.to);
    const derived = deriveOrderStatus([...current.values()]);
    if (derived !== orderStatus) {
      rows.push({
        id: ctx.ids.uuid(),
        orderId,
        orderItemId: null,
        fromStatus: orderStatus,
        toStatus: derived,
        changedBy: event.by,
        reason: event.reason,
        createdAt: event.at,
      });
      orderStatus = derived;
    }
  }
  return rows;
}
