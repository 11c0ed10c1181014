import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { adminOrderRoutes } from './admin-orders.routes';
import { AdminOrderService } from './admin-orders.service';
import { OrderChangeService } from './order-changes.service';
import { OrderPlacementService } from './order-placement.service';
import { OrderReadService } from './order-read.service';
import { cartLinesReader } from './order-writes.repository';
import { orderRoutes } from './orders.routes';
import { reservationSweeperPlugin } from './reservation-sweeper.plugin';
import { StockGate } from './stock-gate';

/** What the orders module hangs on the instance: its services, built once. */
export interface OrdersModule {
  reads: OrderReadService;
  placement: OrderPlacementService;
  changes: OrderChangeService;
  admin: AdminOrderService;
}

declare module 'fastify' {
  interface FastifyInstance {
    orders: OrdersModule;
  }
}

/**
 * The orders module: placing orders from the cart, reading them and their state changes, the
 * admins' view of every order, and the sweep of unpaid reservations. It reads the media store
 * (media module) and fastify.payments only when a photo URL is needed, a refund is sent or the
 * sweep asks about an expired order's charges; payments is no declared dependency because it
 * registers after this module (its routes follow the orders').
 */
export const ordersModule = fp(
  async (fastify: FastifyInstance) => {
    const { db } = fastify;
    const reads = new OrderReadService(db);
    fastify.decorate('orders', {
      reads,
      placement: new OrderPlacementService({
        db,
        reads,
        cartLines: cartLinesReader(db),
        // One gate per process: it holds this app's checkouts in flight per listing.
        stockGate: new StockGate(),
        urlFor: (key: string) => fastify.mediaStore.urlFor(key),
        reservationMinutes: fastify.config.payments.reservationMinutes,
      }),
      changes: new OrderChangeService({
        db,
        reads,
        commissionRateBp: fastify.config.payments.commissionRateBp,
        processRefunds: (orderId) => fastify.payments.processPendingRefunds(orderId),
        charges: {
          check: (orderId) => fastify.payments.checkOpenCharges(orderId),
          openChargeIds: (tx, orderId) => fastify.payments.openChargeIds(tx, orderId),
        },
        // Another reservation period: long enough for a payer still on the gateway's page (3-D
        // Secure, BENEFIT) or a gateway outage of minutes, short enough that stock is not held long.
        reservationGraceMs: fastify.config.payments.reservationMinutes * 60_000,
        log: fastify.log,
      }),
      admin: new AdminOrderService(db),
    } satisfies OrdersModule);
    await fastify.register(orderRoutes);
    await fastify.register(adminOrderRoutes);
    await fastify.register(reservationSweeperPlugin);
  },
  { name: 'orders', dependencies: ['media'] },
);
