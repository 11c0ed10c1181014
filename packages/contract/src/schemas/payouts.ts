import { Type, type Static } from 'typebox';
import { TransactionStatusSchema } from '../enums';
import { DESCRIPTION_MAX_LENGTH, NAME_MAX_LENGTH } from '../limits';
import {
  IsoDateTimeSchema,
  MoneySchema,
  moneyAmountSchema,
  pageSizePagedListSchema,
  pageSizeQueryProperties,
  requiredTextSchema,
  textSchema,
  UuidSchema,
} from './common';

// Provider balance and payouts (ours: the spec's payout request is client-side sample data).
// Settlement is manual: Bahrain's gateways do not split payments, so the platform collects every
// payment and an admin transfers a provider's earnings by bank and then marks the payout settled.

/**
 * GET /api/Payout/provider/{providerId}/balance, in BHD. TotalEarned = completed earnings, net of
 * commission; PaidOut = completed payouts; PendingPayouts = payouts awaiting an admin;
 * AvailableBalance = TotalEarned - PaidOut - PendingPayouts (what a new request may ask for).
 */
export const ProviderBalanceSchema = Type.Object(
  {
    ProviderId: UuidSchema,
    TotalEarned: MoneySchema,
    PaidOut: MoneySchema,
    PendingPayouts: MoneySchema,
    AvailableBalance: MoneySchema,
  },
  { title: 'ProviderBalance' },
);
export type ProviderBalance = Static<typeof ProviderBalanceSchema>;

/** POST /api/Payout by the provider: Amount in BHD, above 0, at most 3 decimals and the available balance. */
export const CreatePayoutRequestSchema = Type.Object(
  { ProviderId: UuidSchema, Amount: moneyAmountSchema({ exclusiveMinimum: 0 }) },
  { title: 'CreatePayoutRequest', additionalProperties: false },
);
export type CreatePayoutRequest = Static<typeof CreatePayoutRequestSchema>;

/**
 * Where a payout is to be transferred: the provider's bank details as they are now (an admin
 * settling reads them here); null when the provider never gave any (payouts booked before bank
 * details were required, e.g. the demo's history).
 */
export const PayoutBankAccountSchema = Type.Object(
  { AccountHolder: Type.String(), BankName: Type.String(), Iban: Type.String() },
  { title: 'PayoutBankAccount' },
);
export type PayoutBankAccount = Static<typeof PayoutBankAccountSchema>;

/** A payout as admins and the requesting provider see it; Status pending -> completed | cancelled. */
export const PayoutSchema = Type.Object(
  {
    PayoutId: UuidSchema,
    ProviderId: UuidSchema,
    BusinessName: Type.String(),
    Amount: MoneySchema,
    Status: TransactionStatusSchema,
    ReferenceNumber: Type.String(),
    Description: Type.String(),
    CreatedAt: IsoDateTimeSchema,
    ModifiedAt: IsoDateTimeSchema,
    BankAccount: Type.Union([PayoutBankAccountSchema, Type.Null()]),
  },
  { title: 'Payout' },
);
export type Payout = Static<typeof PayoutSchema>;

/** GET /api/Payout (admins): every provider's payouts, newest first; `status` left out means all. */
export const PayoutListQuerySchema = Type.Object(
  { ...pageSizeQueryProperties, status: Type.Optional(TransactionStatusSchema) },
  { title: 'PayoutListQuery', additionalProperties: false },
);
export type PayoutListQuery = Static<typeof PayoutListQuerySchema>;

export const PayoutListSchema = pageSizePagedListSchema(PayoutSchema, 'PayoutList');
export type PayoutList = Static<typeof PayoutListSchema>;

/** PATCH /api/Payout/{id}/settle: the bank transfer's reference, when the admin has one. */
export const SettlePayoutRequestSchema = Type.Object(
  { Reference: Type.Optional(textSchema(NAME_MAX_LENGTH)) },
  { title: 'SettlePayoutRequest', additionalProperties: false },
);
export type SettlePayoutRequest = Static<typeof SettlePayoutRequestSchema>;

/** PATCH /api/Payout/{id}/reject: the reason is required, the provider reads it. */
export const RejectPayoutRequestSchema = Type.Object(
  { Reason: requiredTextSchema(DESCRIPTION_MAX_LENGTH, 'multi') },
  { title: 'RejectPayoutRequest', additionalProperties: false },
);
export type RejectPayoutRequest = Static<typeof RejectPayoutRequestSchema>;
