/** Values that never cross the wire, so they live with the schema rather than in the contract. */
export const EMAIL_TOKEN_PURPOSES = ['verify-email', 'reset-password'] as const;
export type EmailTokenPurpose = (typeof EMAIL_TOKEN_PURPOSES)[number];

export const OUTBOX_STATUSES = ['pending', 'sent', 'failed'] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

/** Gateways an order can be paid through (config PAYMENT_GATEWAY). */
export const PAYMENT_GATEWAYS = ['sandbox', 'tap'] as const;
export type PaymentGatewayName = (typeof PAYMENT_GATEWAYS)[number];

/**
 * Our view of one charge at a gateway: initiated (the payer is on the gateway's page), captured
 * (money taken), declined/failed (no money taken, the payer may try again), cancelled/abandoned.
 */
export const CHARGE_STATUSES = ['initiated', 'captured', 'declined', 'failed', 'cancelled'] as const;
export type ChargeStatus = (typeof CHARGE_STATUSES)[number];

/** The built-in sandbox gateway's own states, spelled like Tap's so both adapters map alike. */
export const SANDBOX_CHARGE_STATUSES = ['INITIATED', 'CAPTURED', 'DECLINED'] as const;
export type SandboxChargeStatus = (typeof SANDBOX_CHARGE_STATUSES)[number];
