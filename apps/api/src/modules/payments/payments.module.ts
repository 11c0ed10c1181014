import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { DbExecutor } from '../../db/database';
import { probeWhileOpen, reportBacklog } from '../../lib/observability/scrape';
import { LeftOpenChargeSweep, type LeftOpenChargeSummary } from './left-open-charges';
import { measuredGateway } from './measured-gateway';
import type { PaymentGateway } from './payment-gateway';
import { paymentRoutes } from './payments.routes';
import { refundBacklog } from './payments.repository';
import { PaymentService, type OpenChargeReport } from './payments.service';
import { RefundProcessor, type RefundRunSummary } from './refund-processor';
import { SandboxGateway } from './sandbox-gateway';
import { sandboxPageRoutes } from './sandbox-page.routes';
import { PaymentSettlement } from './settlement';
import { TapGateway } from './tap-gateway';

/** What the payments module hangs on the instance (other modules and tests use it): built once. */
export interface PaymentsModule {
  /**
   * Sends pending refunds to the gateway and books the outcome; safe to call twice. With an order
   * id only that order's, without one a bounded batch of all (the reservation sweeper's call).
   */
  processPendingRefunds(orderId?: string): Promise<void>;
  /** The same run, answering how many refunds it completed, left pending or failed. */
  runRefunds(orderId?: string): Promise<RefundRunSummary>;
  /**
   * Asks the gateway about every charge of the order still open in our books and settles what it
   * says, as verify does; the reservation sweep's question before it cancels an unpaid order.
   */
  checkOpenCharges(orderId: string): Promise<OpenChargeReport>;
  /** The order's charges still open in our books (the configured gateway's), in the caller's transaction. */
  openChargeIds(db: DbExecutor, orderId: string): Promise<string[]>;
  /**
   * The reservation sweep's look at charges still open in our books whose order was cancelled or
   * paid by another charge, made within the last 7 days and due again: each is asked of the
   * gateway and settled as verify does (a late capture is booked and refunded once). Bounded per
   * call; safe with several processes. Older ones are logged once for a person.
   */
  checkLeftOpenCharges(now: Date, pageSize?: number): Promise<LeftOpenChargeSummary>;
  /** The configured gateway (sandbox or Tap). */
  readonly gateway: PaymentGateway;
  /** Checkout, verification and webhooks, used by the payment routes. */
  readonly service: PaymentService;
}

declare module 'fastify' {
  interface FastifyInstance {
    payments: PaymentsModule;
  }
}

/**
 * The payments module: chooses the configured gateway, exposes what other modules need of payments,
 * and registers the payment routes (and the sandbox gateway's hosted page when it is the gateway).
 */
export const paymentsModule = fp(
  async (fastify: FastifyInstance) => {
    const { payments, publicUrl } = fastify.config;
    const gateway: PaymentGateway = measuredGateway(
      payments.gateway === 'tap'
        ? new TapGateway({ apiUrl: payments.tapApiUrl, secretKey: payments.tapSecretKey! })
        : new SandboxGateway(fastify.db),
    );
    const log = fastify.log.child({ module: 'payments' });
    const refunds = new RefundProcessor(fastify.database, gateway, log);
    const settlement = new PaymentSettlement(fastify.db, log);
    const service = new PaymentService(fastify.db, gateway, settlement, refunds, publicUrl, log);
    const leftOpen = new LeftOpenChargeSweep({
      db: fastify.db,
      gateway: gateway.name,
      check: (charge) => service.checkCharge(charge),
      log,
    });
    probeWhileOpen(fastify, async () => reportBacklog('refunds', await refundBacklog(fastify.db)));
    fastify.decorate('payments', {
      processPendingRefunds: async (orderId?: string) => {
        await refunds.process(orderId);
      },
      runRefunds: (orderId?: string) => refunds.process(orderId),
      checkOpenCharges: (orderId: string) => service.checkOpenCharges(orderId),
      openChargeIds: (db: DbExecutor, orderId: string) => service.openChargeIds(db, orderId),
      checkLeftOpenCharges: (now: Date, pageSize?: number) => leftOpen.run(now, pageSize),
      gateway,
      service,
    } satisfies PaymentsModule);
    await fastify.register(paymentRoutes);
    if (gateway instanceof SandboxGateway) await fastify.register(sandboxPageRoutes, { gateway });
  },
  { name: 'payments' },
);
