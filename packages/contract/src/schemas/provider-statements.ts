import { Type, type Static } from 'typebox';
import { PROVIDER_STATEMENT_MESSAGES } from '../errors/provider-statement-messages';
import { IsoDateTimeSchema, MoneySchema, UuidSchema } from './common';

// A provider's monthly statement (issue 36): what it earned from its completed items, the
// platform's commission on them, what was paid out to it, and what it was owed before and after.

/** YYYY-MM: a Bahrain calendar month of this millennium (the marketplace has none earlier). */
export const STATEMENT_MONTH_PATTERN = '^2[0-9]{3}-(0[1-9]|1[0-2])$';

/** GET /api/Transaction/provider/{providerId}/statement (and its /pdf and /csv). */
export const ProviderStatementQuerySchema = Type.Object(
  {
    month: Type.String({
      pattern: STATEMENT_MONTH_PATTERN,
      description: 'YYYY-MM, a Bahrain calendar month that has begun',
      errorMessage: PROVIDER_STATEMENT_MESSAGES.monthInvalid,
    }),
  },
  { title: 'ProviderStatementQuery', additionalProperties: false },
);
export type ProviderStatementQuery = Static<typeof ProviderStatementQuerySchema>;

/** An earning booked in the month: a completed item of a paid order, less the commission. */
export const StatementEarningSchema = Type.Object(
  {
    TransactionId: UuidSchema,
    Date: IsoDateTimeSchema,
    ReferenceNumber: Type.String(),
    OrderNumber: Type.String(),
    /** The item's name as it was ordered, in English and (where there is one) Arabic. */
    ItemName: Type.String(),
    ItemNameAr: Type.String(),
    /** The item's price. */
    Amount: MoneySchema,
    /** Percent (10). */
    CommissionRate: Type.Number({ minimum: 0, maximum: 100 }),
    Commission: MoneySchema,
    Net: MoneySchema,
  },
  { title: 'StatementEarning' },
);
export type StatementEarning = Static<typeof StatementEarningSchema>;

/** A payout paid to the provider's bank account in the month (dated the day it was paid). */
export const StatementPayoutSchema = Type.Object(
  {
    TransactionId: UuidSchema,
    Date: IsoDateTimeSchema,
    ReferenceNumber: Type.String(),
    Amount: MoneySchema,
  },
  { title: 'StatementPayout' },
);
export type StatementPayout = Static<typeof StatementPayoutSchema>;

/**
 * One month of a provider's money. ClosingBalance = OpeningBalance + Totals.Net - Totals.PaidOut:
 * what the marketplace owed the provider at the month's end (payout requests still pending are
 * part of it until they are paid). Earnings and payouts oldest first.
 */
export const ProviderStatementSchema = Type.Object(
  {
    ProviderId: UuidSchema,
    BusinessName: Type.String(),
    BusinessNameAr: Type.String(),
    Month: Type.String({ description: 'YYYY-MM' }),
    From: Type.String({ description: 'The first day, YYYY-MM-DD' }),
    To: Type.String({ description: 'The last day, YYYY-MM-DD' }),
    /** True while the month has not ended: its figures can still grow. */
    IsOpen: Type.Boolean(),
    OpeningBalance: Type.Number(),
    Earnings: Type.Array(StatementEarningSchema),
    Payouts: Type.Array(StatementPayoutSchema),
    Totals: Type.Object(
      { Gross: MoneySchema, Commission: MoneySchema, Net: MoneySchema, PaidOut: MoneySchema },
      { title: 'StatementTotals' },
    ),
    ClosingBalance: Type.Number(),
    GeneratedAt: IsoDateTimeSchema,
  },
  { title: 'ProviderStatement' },
);
export type ProviderStatement = Static<typeof ProviderStatementSchema>;
