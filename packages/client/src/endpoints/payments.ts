import {
  fallbacksFor,
  type CheckoutRequest,
  type CheckoutResponse,
  type PaymentResult,
  type PaymentVerifyRequest,
} from '@marketplace/contract';
import type { HttpClient } from '../http/http-client';

// /api/Payment (the /payments and /payment/result pages). Amounts always come from the stored
// order, so neither request carries one. The gateway webhook is server-to-server and not here.

export function createPaymentsApi(http: HttpClient) {
  return {
    /** Starts a charge; send the payer to PaymentUrl. */
    checkout: (body: CheckoutRequest) =>
      http.request<CheckoutResponse>('POST', '/api/Payment/checkout', { body, fallbacks: fallbacksFor('unknown') }),
    /** From /payment/result with the gateway's tap_id as ChargeId; Message is ready to show. */
    verify: (body: PaymentVerifyRequest) =>
      http.request<PaymentResult>('POST', '/api/Payment/verify', { body, fallbacks: fallbacksFor('unknown') }),
  };
}

export type PaymentsApi = ReturnType<typeof createPaymentsApi>;
