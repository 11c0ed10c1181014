import type { PaymentType } from '@marketplace/contract';
import type { ChargeStatus, PaymentGatewayName } from '../../db/schema/internal-values';
import { HttpError } from '../../lib/http-error';

// What the payments module needs of a gateway. Both adapters speak Tap's vocabulary (status words
// such as CAPTURED, the `tap_id` return parameter), so settlement is written once for both.

export interface ChargeRequest {
  orderId: string;
  /** Our payment_charges id, sent as the merchant's transaction reference. */
  reference: string;
  amountFils: number;
  currency: 'BHD';
  paymentType: PaymentType;
  description: string;
  /** Where the payer's browser returns; the gateway appends `tap_id`. */
  redirectUrl: string;
  /** Server-to-server notification address, for gateways that have one. */
  postUrl: string | null;
  customer: { firstName: string; lastName: string; email: string };
}

/** A charge as the gateway reports it; status is the gateway's word, kept verbatim. */
export interface GatewayCharge {
  id: string;
  status: string;
  amountFils: number;
  currency: string;
  /** The hosted page for the payer; null when the gateway finished without one. */
  paymentUrl: string | null;
}

export interface RefundOrder {
  chargeId: string;
  amountFils: number;
  currency: 'BHD';
  /** Our refund transaction's reference number, so the gateway's books can be matched to ours. */
  reference: string;
  description: string;
}

export interface GatewayRefund {
  id: string;
  status: string;
}

export interface PaymentGateway {
  readonly name: PaymentGatewayName;
  createCharge(request: ChargeRequest): Promise<GatewayCharge>;
  /** Null when the gateway does not know the charge. */
  retrieveCharge(chargeId: string): Promise<GatewayCharge | null>;
  createRefund(order: RefundOrder): Promise<GatewayRefund>;
  retrieveRefund(refundId: string): Promise<GatewayRefund>;
  /** Whether a webhook body really comes from the gateway (false for gateways without webhooks). */
  verifyWebhook(payload: unknown, signature: string | undefined): boolean;
}

/** The gateway could not be reached or refused the call: answered as 502 with a readable Message. */
export class GatewayError extends HttpError {
  constructor(message: string, details?: Record<string, unknown>) {
    super(502, message, details);
    this.name = 'GatewayError';
  }
}

export type ChargeOutcome = Exclude<ChargeStatus, 'initiated'> | 'pending';

/**
 * Tap's charge statuses mapped to ours. Anything not final (INITIATED, IN_PROGRESS, AUTHORIZED,
 * UNKNOWN, or a word Tap adds later) stays pending: only a final word may change the books.
 */
export function chargeOutcome(gatewayStatus: string): ChargeOutcome {
  switch (gatewayStatus.toUpperCase()) {
    case 'CAPTURED':
      return 'captured';
    case 'DECLINED':
    case 'RESTRICTED':
      return 'declined';
    case 'FAILED':
    case 'TIMEDOUT':
      return 'failed';
    case 'ABANDONED':
    case 'CANCELLED':
    case 'VOID':
      return 'cancelled';
    default:
      return 'pending';
  }
}

export type RefundOutcome = 'refunded' | 'pending' | 'failed';

/** Tap's refund statuses: REFUNDED is done, PENDING/IN_PROGRESS/ACCEPTED are still on their way. */
export function refundOutcome(gatewayStatus: string): RefundOutcome {
  switch (gatewayStatus.toUpperCase()) {
    case 'REFUNDED':
      return 'refunded';
    case 'DECLINED':
    case 'FAILED':
    case 'RESTRICTED':
    case 'CANCELLED':
    case 'TIMEDOUT':
      return 'failed';
    default:
      return 'pending';
  }
}

/** "1.980": BHD has three decimals; built from integer fils so no float noise can slip in. */
export function filsToBhdText(fils: number): string {
  return `${Math.trunc(fils / 1000)}.${String(fils % 1000).padStart(3, '0')}`;
}
