import { filsToBhd, orderNumberForList, PAYMENT_RESULT_MESSAGES, type PaymentResult } from '@marketplace/contract';
import type { FastifyBaseLogger } from 'fastify';
import { payments } from '../../lib/observability/metrics';
import type { Database, DbExecutor } from '../../db/database';
import { raiseNotifications } from '../notifications';
import { lockOrder, markOrderPaid } from '../orders/table-writes';
import { openConversations } from '../conversations';
import { issueCreditNote, issueInvoice, type TaxDocumentRow } from '../tax-documents';
import { insertTransaction, newReferenceNumber } from '../transactions';
import { orderPaidEvents, paymentDescription, paymentFailedEvent } from './payment-notifications';
import { chargeOutcome, type GatewayCharge } from './payment-gateway';
import {
  findCharge,
  findOrder,
  firstPaymentChargeId,
  providerUserIds,
  updateCharge,
  type ChargeRow,
  type OrderRow,
} from './payments.repository';
import { bookRefund } from './refunds';

export interface Settlement {
  result: PaymentResult;
  /** The gateway captured another amount or currency than the order's: never marked paid. */
  amountMismatch: boolean;
  /** A refund was booked (late or duplicate capture) and should be sent after the commit. */
  refundBooked: boolean;
}

/**
 * Turns what the gateway says about a charge into our books, once. Return, webhook and later
 * checks all come here; the order row is locked first, and a charge already final is left as it
 * is, so a second settlement changes nothing and answers the same.
 */
export class PaymentSettlement {
  constructor(
    private readonly db: Database,
    private readonly log: FastifyBaseLogger,
  ) {}

  async settle(known: ChargeRow, reported: GatewayCharge): Promise<Settlement> {
    // Counted once committed, by the settlement that made the charge final (issue 39).
    let settled: 'succeeded' | 'failed' | undefined;
    const settlement = await this.db.transaction(async (tx) => {
      const order = (await lockOrder(tx, known.orderId))!;
      // Read again under the lock: another settlement may have finished while we waited.
      const charge = (await findCharge(tx, known.gateway, known.chargeId))!;
      let refundBooked = false;
      if (charge.status === 'initiated') {
        const outcome = chargeOutcome(reported.status);
        if (outcome === 'captured' && !this.amountMatches(order, charge, reported)) {
          await updateCharge(tx, charge.id, 'failed', reported.status);
          settled = 'failed';
        } else if (outcome === 'captured') {
          refundBooked = await this.capture(tx, order, charge);
          settled = 'succeeded';
        } else if (outcome !== 'pending') {
          await this.fail(tx, order, charge, outcome, reported.status);
          settled = 'failed';
        } else if (reported.status !== charge.gatewayStatus) {
          await updateCharge(tx, charge.id, 'initiated', reported.status);
        }
      }
      return { ...(await this.describe(tx, known)), refundBooked };
    });
    if (settled) payments.inc({ gateway: known.gateway, outcome: settled });
    return settlement;
  }

  /** The answer for a charge already settled, read without asking the gateway. */
  async current(known: ChargeRow): Promise<Settlement> {
    return { ...(await this.describe(this.db, known)), refundBooked: false };
  }

  private amountMatches(order: OrderRow, charge: ChargeRow, reported: GatewayCharge): boolean {
    const matches =
      reported.amountFils === charge.amountFils &&
      charge.amountFils === order.totalPriceFils &&
      reported.currency === 'BHD' &&
      charge.currency === 'BHD';
    if (!matches) {
      this.log.error(
        {
          orderId: order.id,
          chargeId: charge.chargeId,
          orderFils: order.totalPriceFils,
          chargedFils: charge.amountFils,
          reportedFils: reported.amountFils,
          reportedCurrency: reported.currency,
        },
        'gateway captured an amount or currency that does not match the order: not marked paid',
      );
    }
    return matches;
  }

  /** Returns whether the capture has to be refunded (the order was cancelled or already paid). */
  private async capture(tx: DbExecutor, order: OrderRow, charge: ChargeRow): Promise<boolean> {
    const now = new Date();
    await updateCharge(tx, charge.id, 'captured', 'CAPTURED');
    await insertTransaction(tx, paymentRow(order, charge, 'completed'));
    const late = order.cancelledAt !== null;
    const duplicate = order.isPaymentSuccess;
    // Money was taken either way: a cancelled order is paid and refunded, never silently kept.
    // The payment of the order is invoiced in this transaction (issue 36); a duplicate capture is
    // no sale of its own, so it gets no invoice and its refund no credit note.
    let invoice: TaxDocumentRow | undefined;
    if (!duplicate) {
      await markOrderPaid(tx, order.id, now);
      invoice = await issueInvoice(tx, order.id, now);
      // The customer and each business can now write to each other (issue 37); not about an order
      // that was cancelled before its payment arrived: that one is refunded.
      if (!late) await openConversations(tx, order.id);
    }
    if (late || duplicate) {
      const reason = late ? 'the order had been cancelled' : 'the order was already paid';
      const description = `Refund for order #${orderNumberForList(order.id)}: paid after ${reason}`;
      const refund = await bookRefund(
        tx,
        { orderId: order.id, amountFils: charge.amountFils, customerId: order.customerId, description },
        charge,
      );
      if (late) {
        await issueCreditNote(tx, {
          orderId: order.id,
          refundTransactionId: refund.id,
          amountFils: charge.amountFils,
          reason: description,
          issuedAt: now,
        });
      }
      return true;
    }
    await raiseNotifications(tx, orderPaidEvents(order, await providerUserIds(tx, order.id), invoice));
    return false;
  }

  private async fail(
    tx: DbExecutor,
    order: OrderRow,
    charge: ChargeRow,
    outcome: 'declined' | 'failed' | 'cancelled',
    gatewayStatus: string,
  ) {
    await updateCharge(tx, charge.id, outcome, gatewayStatus);
    await insertTransaction(tx, paymentRow(order, charge, 'failed'));
    await raiseNotifications(tx, [paymentFailedEvent(order, charge.chargeId)]);
  }

  /** Built from the stored state only, so every settlement of one charge answers alike. */
  private async describe(db: DbExecutor, known: ChargeRow) {
    const order = (await findOrder(db, known.orderId))!;
    const row = (await findCharge(db, known.gateway, known.chargeId)) ?? known;
    const base = {
      OrderId: row.orderId,
      ChargeId: row.chargeId,
      IsPaymentSuccess: order.isPaymentSuccess,
      Amount: filsToBhd(row.amountFils),
    };
    if (row.status === 'captured') {
      const late = order.cancelledAt !== null && order.cancelledAt <= row.modifiedAt;
      const duplicate = !late && (await firstPaymentChargeId(db, order.id)) !== row.chargeId;
      const message = late
        ? PAYMENT_RESULT_MESSAGES.paidAfterCancellation
        : duplicate
          ? PAYMENT_RESULT_MESSAGES.duplicatePayment
          : PAYMENT_RESULT_MESSAGES.paid;
      return { result: { ...base, Status: 'paid' as const, Message: message }, amountMismatch: false };
    }
    if (row.status === 'initiated') {
      return {
        result: { ...base, Status: 'pending' as const, Message: PAYMENT_RESULT_MESSAGES.pending },
        amountMismatch: false,
      };
    }
    // A charge we failed although the gateway said CAPTURED is an amount or currency mismatch.
    const amountMismatch = row.status === 'failed' && row.gatewayStatus?.toUpperCase() === 'CAPTURED';
    return {
      result: { ...base, Status: 'declined' as const, Message: PAYMENT_RESULT_MESSAGES.declined },
      amountMismatch,
    };
  }
}

/** The payment transaction a charge books: completed when captured, failed when refused. */
function paymentRow(order: OrderRow, charge: ChargeRow, status: 'completed' | 'failed') {
  return {
    type: 'payment' as const,
    status,
    amountFils: charge.amountFils,
    netFils: charge.amountFils,
    description: paymentDescription(order.id),
    orderId: order.id,
    customerId: order.customerId,
    referenceNumber: newReferenceNumber('payment'),
    paymentMethod: charge.paymentType,
    gateway: charge.gateway,
    gatewayChargeId: charge.chargeId,
  };
}
