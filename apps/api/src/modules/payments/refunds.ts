import { PAYMENT_ERRORS } from '@marketplace/contract';
import type { DbExecutor } from '../../db/database';
import { conflict, notFound } from '../../lib/http-error';
import { lockOrder } from '../orders/table-writes';
import { issueCreditNote } from '../tax-documents';
import { insertTransaction, newReferenceNumber } from '../transactions';
import { capturedCharges, refundedFils, type ChargeRow } from './payments.repository';

export interface RefundRequest {
  orderId: string;
  /** Set when one order item is cancelled; absent when the whole order is. */
  orderItemId?: string;
  /** The order lines given back, which the credit note lists; every line when absent. */
  creditedItemIds?: readonly string[];
  amountFils: number;
  description: string;
}

/**
 * Books a pending refund of a paid order in the caller's transaction, with its credit note (issue
 * 36). The gateway is asked after the commit (fastify.payments.processPendingRefunds), so a
 * rolled-back cancellation refunds nothing and issues no note.
 * The refund is taken from the first captured charge that still has enough left: what was
 * captured minus every refund already booked (pending or completed), compared in fils.
 */
export async function requestRefund(db: DbExecutor, refund: RefundRequest): Promise<void> {
  if (!Number.isSafeInteger(refund.amountFils) || refund.amountFils <= 0) {
    throw new RangeError(`requestRefund: amountFils must be a positive integer, got ${refund.amountFils}`);
  }
  // Locking the order (again, if the caller already did) keeps two refunds of it from both
  // seeing the same remaining amount.
  const order = await lockOrder(db, refund.orderId);
  if (!order) throw notFound(PAYMENT_ERRORS.orderNotFound);
  const charges = await capturedCharges(db, order.id);
  if (charges.length === 0) throw conflict(PAYMENT_ERRORS.noCapturedPayment);
  for (const charge of charges) {
    const booked = await refundedFils(db, charge.gateway, charge.chargeId, ['pending', 'completed']);
    if (booked + refund.amountFils <= charge.amountFils) {
      const booking = await bookRefund(db, { ...refund, customerId: order.customerId }, charge);
      await issueCreditNote(db, {
        orderId: refund.orderId,
        refundTransactionId: booking.id,
        amountFils: refund.amountFils,
        ...(refund.creditedItemIds ? { orderItemIds: refund.creditedItemIds } : {}),
        reason: refund.description,
        issuedAt: booking.createdAt,
      });
      return;
    }
  }
  throw conflict(PAYMENT_ERRORS.refundExceedsPayment);
}

/**
 * A pending refund transaction against one captured charge (settlement uses it for late and
 * duplicate captures); returns it. The credit note, when one is due, is the caller's to issue.
 */
export async function bookRefund(db: DbExecutor, refund: RefundRequest & { customerId: string }, charge: ChargeRow) {
  return insertTransaction(db, {
    type: 'refund',
    status: 'pending',
    amountFils: refund.amountFils,
    netFils: refund.amountFils,
    description: refund.description,
    orderId: refund.orderId,
    orderItemId: refund.orderItemId ?? null,
    customerId: refund.customerId,
    referenceNumber: newReferenceNumber('refund'),
    paymentMethod: charge.paymentType,
    gateway: charge.gateway,
    gatewayChargeId: charge.chargeId,
  });
}
