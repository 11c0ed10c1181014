import { Type, type Static } from 'typebox';
import { TransactionStatusSchema, TransactionTypeSchema } from '../enums';
import {
  CountSchema,
  IsoDateTimeSchema,
  MoneySchema,
  pageSizeQueryProperties,
  SearchTextSchema,
  uuidParams,
  UuidSchema,
} from './common';

// Customer transaction history (spec sections 2.5, 3 and 7.8) and the provider dashboard's
// transaction records (spec 3: sample data on the client there, real records here).

/** How a stored payment method reads on screen ("via Credit Card"); unknown values show as stored. */
export const PAYMENT_METHOD_LABELS: Readonly<Record<string, string>> = {
  card: 'Credit Card',
  benefit: 'BenefitPay',
  'bank-transfer': 'Bank Transfer',
};

export function paymentMethodLabel(stored: string): string {
  return PAYMENT_METHOD_LABELS[stored] ?? stored;
}

/**
 * Amount is always positive; the sign shown (+ refund, - otherwise) comes from Type.
 * PaymentMethod is a display label such as "Credit Card" or "BenefitPay". ServiceName and
 * ProviderName name the order's first item and its provider, with "and N more" when there are
 * others ('' for a movement without an order); a refund of one item names that item.
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
    /** The three texts above in Arabic (issue 33); the spec's fields are in the request's language (catalog.ts). */
    DescriptionAr: Type.String(),
    ServiceNameAr: Type.String(),
    ProviderNameAr: Type.String(),
    ReferenceNumber: Type.String(),
    PaymentMethod: Type.String(),
    /**
     * The tax document to keep for it (issue 36): a payment's tax invoice, a refund's credit note;
     * null while there is none (a pending or failed payment, a refund not yet made).
     */
    TaxDocumentId: Type.Union([UuidSchema, Type.Null()]),
    TaxDocumentNumber: Type.Union([Type.String(), Type.Null()]),
  },
  { title: 'Transaction' },
);
export type Transaction = Static<typeof TransactionSchema>;

/** Customers only have payments and refunds; earnings and payouts are the provider's. */
export const CUSTOMER_TRANSACTION_TYPES = ['payment', 'refund'] as const;
export type CustomerTransactionType = (typeof CUSTOMER_TRANSACTION_TYPES)[number];
export const CustomerTransactionTypeSchema = Type.Union([Type.Literal('payment'), Type.Literal('refund')], {
  title: 'CustomerTransactionType',
});

export const PROVIDER_TRANSACTION_TYPES = ['earning', 'payout'] as const;
export type ProviderTransactionType = (typeof PROVIDER_TRANSACTION_TYPES)[number];
export const ProviderTransactionTypeSchema = Type.Union([Type.Literal('earning'), Type.Literal('payout')], {
  title: 'ProviderTransactionType',
});

/**
 * GET /api/Transaction: transactions of one customer, newest first. `type` and `status` are left
 * out to mean "all" (the client omits them when its filter is set to all, spec 7.8). `search`
 * matches Description, ReferenceNumber and the names of the order's items and their providers,
 * case-insensitively, `%` and `_` literally.
 */
export const TransactionListQuerySchema = Type.Object(
  {
    customerId: UuidSchema,
    ...pageSizeQueryProperties,
    type: Type.Optional(CustomerTransactionTypeSchema),
    status: Type.Optional(TransactionStatusSchema),
    search: Type.Optional(SearchTextSchema),
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

/**
 * GET /api/Transaction/customer/{customerId}/summary, the four summary cards:
 * totalAmount = completed payments minus completed refunds (never below 0); thisMonth = the same
 * within the current Asia/Bahrain calendar month; totalTransactions = every payment and refund
 * row, whatever its status; pendingAmount = pending payments plus pending refunds.
 */
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

export const ProviderIdParamsSchema = uuidParams('providerId', 'ProviderIdParams');
export type ProviderIdParams = Static<typeof ProviderIdParamsSchema>;

/**
 * One record of the provider dashboard (spec 3). Earnings: Amount is the information request's
 * price, Fees the platform's commission, NetAmount what the provider keeps, CommissionRate a
 * percent (10). Payouts: no fees, NetAmount = Amount, CommissionRate 0, OrderId null.
 */
export const ProviderTransactionSchema = Type.Object(
  {
    TransactionId: UuidSchema,
    OrderId: Type.Union([UuidSchema, Type.Null()]),
    Type: ProviderTransactionTypeSchema,
    Status: TransactionStatusSchema,
    Amount: MoneySchema,
    Fees: MoneySchema,
    NetAmount: MoneySchema,
    CommissionRate: Type.Number({ minimum: 0, maximum: 100 }),
    PaymentMethod: Type.String(),
    ReferenceNumber: Type.String(),
    Description: Type.String(),
    CreatedAt: IsoDateTimeSchema,
  },
  { title: 'ProviderTransaction' },
);
export type ProviderTransaction = Static<typeof ProviderTransactionSchema>;

/** GET /api/Transaction/provider/{providerId}: earnings and payouts, newest first. */
export const ProviderTransactionListQuerySchema = Type.Object(
  {
    ...pageSizeQueryProperties,
    type: Type.Optional(ProviderTransactionTypeSchema),
    status: Type.Optional(TransactionStatusSchema),
  },
  { title: 'ProviderTransactionListQuery', additionalProperties: false },
);
export type ProviderTransactionListQuery = Static<typeof ProviderTransactionListQuerySchema>;

export const ProviderTransactionListSchema = Type.Object(
  {
    Items: Type.Array(ProviderTransactionSchema),
    hasMore: Type.Boolean(),
    currentPage: Type.Integer({ minimum: 1 }),
  },
  { title: 'ProviderTransactionList' },
);
export type ProviderTransactionList = Static<typeof ProviderTransactionListSchema>;
