import { createHmac, timingSafeEqual } from 'node:crypto';

// Tap signs each webhook with a `hashstring` header: HMAC-SHA256 (hex) keyed with the secret key
// over x_id, x_amount (with the currency's decimals), x_currency, x_gateway_reference,
// x_payment_reference, x_status and x_created, concatenated in that order
// (https://developers.tap.company/docs/webhook).

const THREE_DECIMAL_CURRENCIES = new Set(['BHD', 'KWD', 'OMR', 'JOD']);

interface TapWebhookFields {
  id?: unknown;
  amount?: unknown;
  currency?: unknown;
  status?: unknown;
  reference?: { gateway?: unknown; payment?: unknown };
  transaction?: { created?: unknown };
}

const text = (value: unknown) => (value === undefined || value === null ? '' : String(value));

export function tapHashInput(payload: unknown): string {
  const fields = (typeof payload === 'object' && payload !== null ? payload : {}) as TapWebhookFields;
  const currency = text(fields.currency);
  const decimals = THREE_DECIMAL_CURRENCIES.has(currency.toUpperCase()) ? 3 : 2;
  const amount = Number(fields.amount);
  return (
    `x_id${text(fields.id)}` +
    `x_amount${Number.isFinite(amount) ? amount.toFixed(decimals) : ''}` +
    `x_currency${currency}` +
    `x_gateway_reference${text(fields.reference?.gateway)}` +
    `x_payment_reference${text(fields.reference?.payment)}` +
    `x_status${text(fields.status)}` +
    `x_created${text(fields.transaction?.created)}`
  );
}

export function tapHashstring(payload: unknown, secretKey: string): string {
  return createHmac('sha256', secretKey).update(tapHashInput(payload)).digest('hex');
}

/** Constant-time comparison, so the signature cannot be guessed byte by byte from timings. */
export function isValidTapHashstring(payload: unknown, signature: string | undefined, secretKey: string): boolean {
  if (!signature) return false;
  const expected = Buffer.from(tapHashstring(payload, secretKey), 'utf8');
  const received = Buffer.from(signature.trim().toLowerCase(), 'utf8');
  return expected.length === received.length && timingSafeEqual(expected, received);
}
