// Texts of checkout, the payment result page and refunds (our wording: the spec shows neither the
// payments page nor /payment/result). Errors come back as `Message` with a 4xx/502; the result
// texts ride on the 200 answer of POST /api/Payment/verify so the result page can show them as is.

export const PAYMENT_ERRORS = {
  /** Also for someone else's order: order ids that are not yours cannot be probed. */
  orderNotFound: 'Order not found',
  alreadyPaid: 'This order has already been paid.',
  orderCancelled: 'This order was cancelled, so it can no longer be paid.',
  reservationExpired:
    'The time to pay for this order has run out and its items were released. Please place the order again.',
  chargeNotFound: 'No payment was started for this order. Please go back to checkout.',
  amountMismatch:
    'The amount the payment gateway reported does not match this order, so the order was not marked as paid. Please contact support.',
  gatewayUnavailable: 'The payment gateway could not be reached. Please try again in a few minutes.',
  gatewayRefused: 'The payment gateway could not process this request. Please try again in a few minutes.',
  webhookSignatureInvalid: 'The webhook signature (hashstring) is missing or does not match.',
  gatewayNotEnabled: 'This payment gateway is not enabled.',
  noCapturedPayment: 'This order has no captured payment to refund.',
  refundExceedsPayment: 'A refund cannot exceed what was paid minus what was already refunded.',
  sandboxChargeNotFound: 'This sandbox payment does not exist.',
  sandboxAlreadyDecided: 'This sandbox payment was already approved or declined.',
} as const;

/** The Message of a verified payment, by outcome. */
export const PAYMENT_RESULT_MESSAGES = {
  paid: 'Payment received. Thank you! Your order is now with the providers.',
  paidAfterCancellation:
    'Your payment was received after the order had been cancelled, so the full amount is being refunded.',
  duplicatePayment: 'This order was already paid, so this second payment is being refunded in full.',
  declined: 'The payment was declined or cancelled. No money was taken; you can try again.',
  pending: 'The payment is not finished yet. If you completed it, check again in a moment.',
} as const;
