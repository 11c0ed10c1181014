import { Type, type Static } from 'typebox';
import { MoneySchema, UuidSchema } from './common';

// Checkout through the payment gateway and the check of its return (spec 2.1: /payments and
// /payment/result; shapes ours). Amounts always come from the order in the database, never from
// the client, so no request here carries one.

/** A gateway's charge id (Tap: chg_..., the sandbox: chg_sbx_...). */
export const ChargeIdSchema = Type.String({ minLength: 1, maxLength: 100, pattern: '^[A-Za-z0-9_.-]+$' });

/** POST /api/Payment/checkout: starts a charge for the order's total. */
export const CheckoutRequestSchema = Type.Object(
  { OrderId: UuidSchema },
  { title: 'CheckoutRequest', additionalProperties: false },
);
export type CheckoutRequest = Static<typeof CheckoutRequestSchema>;

/** PaymentUrl is the gateway's hosted page the payer is sent to. */
export const CheckoutResponseSchema = Type.Object(
  { OrderId: UuidSchema, ChargeId: ChargeIdSchema, PaymentUrl: Type.String() },
  { title: 'CheckoutResponse' },
);
export type CheckoutResponse = Static<typeof CheckoutResponseSchema>;

/**
 * POST /api/Payment/verify, called by /payment/result with the `tap_id` the gateway appended to
 * the return address (the sandbox uses the same name). Without ChargeId the order's latest charge.
 */
export const PaymentVerifyRequestSchema = Type.Object(
  { OrderId: UuidSchema, ChargeId: Type.Optional(ChargeIdSchema) },
  { title: 'PaymentVerifyRequest', additionalProperties: false },
);
export type PaymentVerifyRequest = Static<typeof PaymentVerifyRequestSchema>;

export const PAYMENT_RESULT_STATUSES = ['paid', 'declined', 'pending'] as const;
export type PaymentResultStatus = (typeof PAYMENT_RESULT_STATUSES)[number];
export const PaymentResultStatusSchema = Type.Union(
  [Type.Literal('paid'), Type.Literal('declined'), Type.Literal('pending')],
  { title: 'PaymentResultStatus' },
);

/** The outcome the result page shows; Amount is the charge's amount in BHD. */
export const PaymentResultSchema = Type.Object(
  {
    OrderId: UuidSchema,
    ChargeId: ChargeIdSchema,
    Status: PaymentResultStatusSchema,
    IsPaymentSuccess: Type.Boolean(),
    Amount: MoneySchema,
    Message: Type.String(),
  },
  { title: 'PaymentResult' },
);
export type PaymentResult = Static<typeof PaymentResultSchema>;

/** What a gateway webhook is answered with once it was verified and handled. */
export const WebhookAckSchema = Type.Object({ Received: Type.Boolean() }, { title: 'WebhookAck' });
export type WebhookAck = Static<typeof WebhookAckSchema>;
