/** Values that never cross the wire, so they live with the schema rather than in the contract. */
export const EMAIL_TOKEN_PURPOSES = ['verify-email', 'reset-password'] as const;
export type EmailTokenPurpose = (typeof EMAIL_TOKEN_PURPOSES)[number];

export const OUTBOX_STATUSES = ['pending', 'sent', 'failed'] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];
