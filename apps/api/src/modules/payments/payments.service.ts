import { randomUUID } from 'node:crypto';
import {
  PAYMENT_ERRORS,
  type CheckoutResponse,
  type PaymentResult,
  type PaymentVerifyRequest,
} from '@marketplace/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database';
import { conflict, notFound } from '../../lib/http-error';
import { isSelfOrAdmin } from '../../identity/access-rules';
import type { AuthUser } from '../../identity/access-token';
import { paymentDescription } from './payment-notifications';
import type { PaymentGateway } from './payment-gateway';
import {
  findCharge,
  findCustomerContact,
  findOrder,
  insertCharge,
  latestCharge,
  type ChargeRow,
} from './payments.repository';
import type { RefundProcessor } from './refund-processor';
import type { PaymentSettlement, Settlement } from './settlement';

export const TAP_WEBHOOK_PATH = '/api/Payment/webhook/tap';

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
   * `origin` (the address they are using, see plugins/link-origin); Tap's server-to-server webhook
   * always goes to the configured public address.
   */
  async checkout(caller: AuthUser, orderId: string, origin: string): Promise<CheckoutResponse> {
    const order = await findOrder(this.db, orderId);
    if (!order || order.customerId !== caller.id) throw notFound(PAYMENT_ERRORS.orderNotFound);
    if (order.isPaymentSuccess) throw conflict(PAYMENT_ERRORS.alreadyPaid);
    if (order.cancelledAt) throw conflict(PAYMENT_ERRORS.orderCancelled);
    if (order.reservationExpiresAt && order.reservationExpiresAt.getTime() < Date.now()) {
      throw conflict(PAYMENT_ERRORS.reservationExpired);
    }
    const contact = (await findCustomerContact(this.db, order.customerId))!;
    const reference = randomUUID();
    const redirectUrl = `${origin}/payment/result?orderId=${order.id}`;
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
    const reported = await this.gateway.retrieveCharge(charge.chargeId);
    if (!reported) {
      this.log.error({ chargeId: charge.chargeId }, 'the gateway does not know a charge we recorded');
      return this.settlement.current(charge);
    }
    const settled = await this.settlement.settle(charge, reported);
    if (settled.refundBooked) await this.refunds.process(charge.orderId);
    return settled;
  }
}
