import { randomUUID } from 'node:crypto';
import {
  PAYMENT_ERRORS,
  pathInLocale,
  type CheckoutResponse,
  type Locale,
  type PaymentResult,
  type PaymentVerifyRequest,
} from '@marketplace/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, DbExecutor } from '../../db/database';
import { isDatabaseUnavailable } from '../../lib/database-unavailable';
import { conflict, notFound } from '../../lib/http-error';
import { isSelfOrAdmin } from '../../identity/access-rules';
import type { AuthUser } from '../../identity/access-token';
import { paymentDescription } from './payment-notifications';
import { GatewayError, type PaymentGateway } from './payment-gateway';
import {
  findCharge,
  findCustomerContact,
  findOrder,
  insertCharge,
  latestCharge,
  openCharges,
  type ChargeRow,
} from './payments.repository';
import type { RefundProcessor } from './refund-processor';
import type { PaymentSettlement, Settlement } from './settlement';

export const TAP_WEBHOOK_PATH = '/api/Payment/webhook/tap';

/**
 * What the gateway said about an order's open charges (the reservation sweep asks before it
 * cancels an unpaid order), each listed by the gateway's charge id.
 */
export interface OpenChargeReport {
  /** Captured and now settled: the order is paid (or a late or second capture was refunded). */
  captured: string[];
  /** Still open at the gateway (INITIATED, IN_PROGRESS, AUTHORIZED, ...): the payer may yet pay. */
  pending: string[];
  /**
   * Declined, failed or cancelled; or captured with another amount or currency, which settlement
   * refuses and logs for a person to look at: none of them pays the order.
   */
  closed: string[];
  /** The gateway does not know them: they stay open in our books, but nothing can come of them. */
  unknown: string[];
  /** The gateway could not be asked (unreachable, refused the call) or settling failed: ask again. */
  unanswered: string[];
}

/** Where a settled charge's answer puts it in the report. */
const REPORT_BUCKET = { paid: 'captured', pending: 'pending', declined: 'closed' } as const satisfies Record<
  PaymentResult['Status'],
  keyof OpenChargeReport
>;

/** Checkout, the check of the payer's return, and the gateway's webhook. */
export class PaymentService {
  constructor(
    private readonly db: Database,
    private readonly gateway: PaymentGateway,
    private readonly settlement: PaymentSettlement,
    private readonly refunds: RefundProcessor,
    private readonly publicUrl: string,
    private readonly log: FastifyBaseLogger,
  ) {}

  /**
   * Charges the order's total as stored (never an amount from the client). The payer returns to
   * `origin` (the address they are using, see plugins/link-origin), to the result page in the
   * language they paid in; Tap's server-to-server webhook always goes to the configured public
   * address.
   */
  async checkout(caller: AuthUser, orderId: string, origin: string, locale: Locale = 'en'): Promise<CheckoutResponse> {
    const order = await findOrder(this.db, orderId);
    if (!order || order.customerId !== caller.id) throw notFound(PAYMENT_ERRORS.orderNotFound);
    if (order.isPaymentSuccess) throw conflict(PAYMENT_ERRORS.alreadyPaid);
    if (order.cancelledAt) throw conflict(PAYMENT_ERRORS.orderCancelled);
    if (order.reservationExpiresAt && order.reservationExpiresAt.getTime() < Date.now()) {
      throw conflict(PAYMENT_ERRORS.reservationExpired);
    }
    const contact = (await findCustomerContact(this.db, order.customerId))!;
    const reference = randomUUID();
    const redirectUrl = `${origin}${pathInLocale('/payment/result', locale)}?orderId=${order.id}`;
    const charge = await this.gateway.createCharge({
      orderId: order.id,
      reference,
      amountFils: order.totalPriceFils,
      currency: 'BHD',
      paymentType: order.paymentType,
      description: paymentDescription(order.id),
      redirectUrl,
      postUrl: this.gateway.name === 'tap' ? `${this.publicUrl}${TAP_WEBHOOK_PATH}` : null,
      customer: contact,
    });
    // A card without 3-D Secure can be final at once, without a page: the payer goes straight
    // to the result page, which verifies it like any other return.
    const paymentUrl = charge.paymentUrl ?? `${redirectUrl}&tap_id=${encodeURIComponent(charge.id)}`;
    await insertCharge(this.db, {
      id: reference,
      orderId: order.id,
      gateway: this.gateway.name,
      chargeId: charge.id,
      amountFils: order.totalPriceFils,
      currency: 'BHD',
      paymentType: order.paymentType,
      paymentUrl,
      gatewayStatus: charge.status,
    });
    return { OrderId: order.id, ChargeId: charge.id, PaymentUrl: paymentUrl };
  }

  /** What /payment/result calls: the order's customer or an admin. */
  async verify(caller: AuthUser, request: PaymentVerifyRequest): Promise<PaymentResult> {
    const order = await findOrder(this.db, request.OrderId);
    if (!order || !isSelfOrAdmin(caller, order.customerId)) throw notFound(PAYMENT_ERRORS.orderNotFound);
    const charge = request.ChargeId
      ? await findCharge(this.db, this.gateway.name, request.ChargeId)
      : await latestCharge(this.db, this.gateway.name, order.id);
    if (!charge || charge.orderId !== order.id) throw notFound(PAYMENT_ERRORS.chargeNotFound);
    const settled = await this.settleCharge(charge);
    if (settled.amountMismatch) throw conflict(PAYMENT_ERRORS.amountMismatch);
    return settled.result;
  }

  /** A webhook whose signature was checked: its body only names the charge, the gateway is asked. */
  async handleWebhook(chargeId: string): Promise<void> {
    const charge = await findCharge(this.db, this.gateway.name, chargeId);
    if (!charge) {
      // Not ours (or not recorded): acknowledging stops the gateway from retrying for nothing.
      this.log.warn({ chargeId }, 'webhook for an unknown charge ignored');
      return;
    }
    await this.settleCharge(charge);
  }

  findCharge(chargeId: string): Promise<ChargeRow | undefined> {
    return findCharge(this.db, this.gateway.name, chargeId);
  }

  /** Final charges are answered from our books; open ones are asked of the gateway and settled. */
  async settleCharge(charge: ChargeRow): Promise<Settlement> {
    if (charge.status !== 'initiated') return this.settlement.current(charge);
    return (await this.askAndSettle(charge)) ?? this.settlement.current(charge);
  }

  /**
   * Before the reservation sweep cancels an unpaid order: every charge of the order still open in
   * our books is asked of the gateway and settled exactly as verify and the webhook settle it
   * (a captured one makes the order paid). Called outside any transaction; each settlement locks
   * the order row itself. A charge the gateway cannot be asked about is reported, never thrown,
   * so one unreachable answer does not stop the sweep of other orders.
   */
  async checkOpenCharges(orderId: string): Promise<OpenChargeReport> {
    const report: OpenChargeReport = { captured: [], pending: [], closed: [], unknown: [], unanswered: [] };
    for (const charge of await openCharges(this.db, this.gateway.name, orderId)) {
      report[await this.checkCharge(charge)].push(charge.chargeId);
    }
    return report;
  }

  /**
   * Asks the gateway about one charge open in our books and settles what it says, as verify does;
   * answers where that puts the charge in a report. A gateway that cannot be asked (or a
   * settlement that fails) is logged and answered `unanswered`, never thrown, so one charge does
   * not stop a sweep; only a database that is gone is thrown. Called outside any transaction.
   */
  async checkCharge(charge: ChargeRow): Promise<keyof OpenChargeReport> {
    try {
      const settled = await this.askAndSettle(charge);
      return settled ? REPORT_BUCKET[settled.result.Status] : 'unknown';
    } catch (error) {
      if (isDatabaseUnavailable(error)) throw error;
      // A settlement is one transaction, so nothing half-booked is left: the next sweep asks again.
      const details = error instanceof GatewayError ? error.details : undefined;
      this.log.warn(
        { err: error, details, orderId: charge.orderId, chargeId: charge.chargeId },
        'could not learn the state of an open charge',
      );
      return 'unanswered';
    }
  }

  /** The order's charges still open in our books, read in the caller's transaction. */
  async openChargeIds(db: DbExecutor, orderId: string): Promise<string[]> {
    return (await openCharges(db, this.gateway.name, orderId)).map((charge) => charge.chargeId);
  }

  /** Asks the gateway about an open charge and settles it; undefined when the gateway does not know it. */
  private async askAndSettle(charge: ChargeRow): Promise<Settlement | undefined> {
    const reported = await this.gateway.retrieveCharge(charge.chargeId);
    if (!reported) {
      this.log.error({ chargeId: charge.chargeId }, 'the gateway does not know a charge we recorded');
      return undefined;
    }
    const settled = await this.settlement.settle(charge, reported);
    if (settled.refundBooked) await this.refunds.process(charge.orderId);
    return settled;
  }
}
