import { Type, type Static } from 'typebox';
import { TransactionStatusSchema, TransactionTypeSchema } from '../enums';
import { CountSchema, IsoDateTimeSchema, MoneySchema, UuidSchema } from './common';

// Customer transaction history (spec sections 2.5, 3 and 7.8). The provider dashboard's
// transaction records with fees and NetAmount are client-side sample data and have no schema.

/**
 * Amount is always positive; the sign shown (+ refund, - otherwise) comes from Type.
 * PaymentMethod is a display label such as "Credit Card" or "BenefitPay".
 */
export const TransactionSchema = Type.Object(
  {
    TransactionId: UuidSchema,
    Type: TransactionTypeSchema,
    Status: TransactionStatusSchema,
    Amount: MoneySchema,
    Description: Type.String(),
    CreatedAt: IsoDateTimeSchema,
    ServiceName: Type.String(),
    ProviderName: Type.String(),
    ReferenceNumber: Type.String(),
    PaymentMethod: Type.String(),
  },
  { title: 'Transaction' },
);
export type Transaction = Static<typeof TransactionSchema>;

/**
 * Transactions of one customer, newest first. `type` and `status` are left out to mean "all"
 * (the client omits them when its filter is set to all, spec 7.8).
 */
export const TransactionListQuerySchema = Type.Object(
  {
    customerId: UuidSchema,
    page: Type.Optional(Type.Integer({ minimum: 1, default: 1 })),
    type: Type.Optional(TransactionTypeSchema),
    status: Type.Optional(TransactionStatusSchema),
  },
  { title: 'TransactionListQuery', additionalProperties: false },
);
export type TransactionListQuery = Static<typeof TransactionListQuerySchema>;

/** One page of transactions; hasMore drives the Load More button. camelCase as in the spec. */
export const TransactionListSchema = Type.Object(
  {
    Items: Type.Array(TransactionSchema),
    hasMore: Type.Boolean(),
    currentPage: Type.Integer({ minimum: 1 }),
  },
  { title: 'TransactionList' },
);
export type TransactionList = Static<typeof TransactionListSchema>;

/** The four summary cards. thisMonth uses the Asia/Bahrain calendar month; pending is not spent. */
export const TransactionSummarySchema = Type.Object(
  {
    totalAmount: MoneySchema,
    thisMonth: MoneySchema,
    totalTransactions: CountSchema,
    pendingAmount: MoneySchema,
  },
  { title: 'TransactionSummary' },
);
export type TransactionSummary = Static<typeof TransactionSummarySchema>;
