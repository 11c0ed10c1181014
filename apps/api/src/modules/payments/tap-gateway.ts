import { bhdToFils, PAYMENT_ERRORS } from '@marketplace/contract';
import {
  filsToBhdText,
  GatewayError,
  type ChargeRequest,
  type GatewayCharge,
  type GatewayRefund,
  type PaymentGateway,
  type RefundOrder,
} from './payment-gateway';
import { isValidTapHashstring } from './tap-hashstring';
import { currentSpan } from '../../lib/observability/tracing';

// Tap Payments' charges API v2 (https://developers.tap.company/reference): POST /charges with a
// source (src_card: cards, src_bh.benefit: BENEFIT), redirect and post URLs; GET /charges/{id};
// POST /refunds and GET /refunds/{id}. Authorization is the secret key as a bearer token.

export interface TapOptions {
  apiUrl: string;
  secretKey: string;
  /** Per call: a hung gateway must not hold a request (or a refund run) forever. */
  timeoutMs?: number;
}

interface TapChargeBody {
  id: string;
  status: string;
  amount: number | string;
  currency: string;
  transaction?: { url?: string | null };
}

const SOURCE_BY_PAYMENT_TYPE = { card: 'src_card', benefit: 'src_bh.benefit' } as const;
const AMOUNT_MARKER = '"amount":"__amount__"';

/**
 * JSON with the amount written as a number with exactly three decimals (1.980): the form Tap
 * documents for BHD, which JSON.stringify cannot produce (it would print 1.98).
 */
function jsonWithAmount(body: Record<string, unknown>, amountFils: number): string {
  return JSON.stringify({ ...body, amount: '__amount__' }).replace(
    AMOUNT_MARKER,
    `"amount":${filsToBhdText(amountFils)}`,
  );
}

export class TapGateway implements PaymentGateway {
  readonly name = 'tap' as const;
  private readonly timeoutMs: number;

  constructor(private readonly options: TapOptions) {
    this.timeoutMs = options.timeoutMs ?? 15_000;
  }

  async createCharge(request: ChargeRequest): Promise<GatewayCharge> {
    const body = {
      currency: request.currency,
      customer_initiated: true,
      threeDSecure: true,
      save_card: false,
      description: request.description,
      reference: { transaction: request.reference, order: request.orderId },
      customer: {
        first_name: request.customer.firstName,
        last_name: request.customer.lastName,
        email: request.customer.email,
      },
      source: { id: SOURCE_BY_PAYMENT_TYPE[request.paymentType] },
      redirect: { url: request.redirectUrl },
      ...(request.postUrl ? { post: { url: request.postUrl } } : {}),
    };
    const charge = await this.call<TapChargeBody>('POST', '/charges', jsonWithAmount(body, request.amountFils));
    return toGatewayCharge(charge);
  }

  async retrieveCharge(chargeId: string): Promise<GatewayCharge | null> {
    const charge = await this.call<TapChargeBody>('GET', `/charges/${encodeURIComponent(chargeId)}`, undefined, true);
    return charge ? toGatewayCharge(charge) : null;
  }

  async createRefund(order: RefundOrder): Promise<GatewayRefund> {
    const body = {
      charge_id: order.chargeId,
      currency: order.currency,
      description: order.description,
      reason: 'requested_by_customer',
      reference: { merchant: order.reference },
    };
    const refund = await this.call<{ id: string; status: string }>(
      'POST',
      '/refunds',
      jsonWithAmount(body, order.amountFils),
    );
    return { id: refund.id, status: refund.status };
  }

  async retrieveRefund(refundId: string): Promise<GatewayRefund> {
    const refund = await this.call<{ id: string; status: string }>('GET', `/refunds/${encodeURIComponent(refundId)}`);
    return { id: refund.id, status: refund.status };
  }

  verifyWebhook(payload: unknown, signature: string | undefined): boolean {
    return isValidTapHashstring(payload, signature, this.options.secretKey);
  }

  private async call<T>(method: string, path: string, body?: string): Promise<T>;
  private async call<T>(method: string, path: string, body: string | undefined, nullOn404: true): Promise<T | null>;
  private async call<T>(method: string, path: string, body?: string, nullOn404 = false): Promise<T | null> {
    let response: Response;
    try {
      response = await fetch(`${this.options.apiUrl}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${this.options.secretKey}`,
          accept: 'application/json',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body,
        signal: AbortSignal.timeout(this.timeoutMs),
      });
    } catch (error) {
      // Connection refused, DNS, TLS or our time-out: nothing was learnt about the charge.
      throw new GatewayError(PAYMENT_ERRORS.gatewayUnavailable, { method, path, cause: String(error) });
    }
    currentSpan()?.setAttributes({
      'http.request.method': method,
      'server.address': new URL(this.options.apiUrl).host,
      'http.response.status_code': response.status,
    });
    if (nullOn404 && response.status === 404) return null;
    const answer = await response.text();
    if (!response.ok) {
      throw new GatewayError(PAYMENT_ERRORS.gatewayRefused, { method, path, status: response.status, answer });
    }
    try {
      return JSON.parse(answer) as T;
    } catch {
      throw new GatewayError(PAYMENT_ERRORS.gatewayRefused, { method, path, answer: answer.slice(0, 500) });
    }
  }
}

function toGatewayCharge(charge: TapChargeBody): GatewayCharge {
  const amount = Number(charge.amount);
  if (typeof charge.id !== 'string' || typeof charge.status !== 'string' || !Number.isFinite(amount)) {
    throw new GatewayError(PAYMENT_ERRORS.gatewayRefused, { answer: charge });
  }
  return {
    id: charge.id,
    status: charge.status,
    amountFils: bhdToFils(amount),
    currency: String(charge.currency ?? '').toUpperCase(),
    paymentUrl: charge.transaction?.url || null,
  };
}
