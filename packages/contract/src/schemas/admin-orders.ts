import { Type, type Static } from 'typebox';
import { BookingStatusSchema, FILTER_ALL, PaymentTypeSchema, TransactionStatusSchema } from '../enums';
import { sortSchema, type SortValue } from '../sorting';
import {
  CountSchema,
  IsoDateTimeSchema,
  MoneySchema,
  NullableIsoDateTimeSchema,
  pageSizePagedListSchema,
  pageSizeQueryProperties,
  RequestDateTimeSchema,
  SearchTextSchema,
  UuidSchema,
} from './common';
import { OrderStatusChangeSchema } from './order-history';
import { OrderSchema } from './orders';
import { CustomerTransactionTypeSchema } from './transactions';

// Every order, for the back office (shapes ours; the spec shows no admin screens). Status is the
// order's own status, derived from its items as in the customer's list (docs/decisions/orders-and-payments.md).

export const ADMIN_ORDER_SORT_FIELDS = ['createdAt', 'total'] as const;
export type AdminOrderSortField = (typeof ADMIN_ORDER_SORT_FIELDS)[number];
export const AdminOrderSortSchema = sortSchema(
  ADMIN_ORDER_SORT_FIELDS,
  'AdminOrderSort',
  'createdAt or total (TotalPrice), :asc or :desc; ties follow the same direction by date, then id',
);
export type AdminOrderSort = SortValue<AdminOrderSortField>;
export const DEFAULT_ADMIN_ORDER_SORT: AdminOrderSort = 'createdAt:desc';

/**
 * GET /api/Admin/orders. `providerId`: orders with at least one item of that provider. `search`:
 * the order number (the id's leading characters, `#` allowed), the customer's name or e-mail.
 * `from`/`to` bound CreatedAt, both inclusive.
 */
export const AdminOrderListQuerySchema = Type.Object(
  {
    ...pageSizeQueryProperties,
    status: Type.Optional(Type.Union([Type.Literal(FILTER_ALL), BookingStatusSchema], { default: FILTER_ALL })),
    customerId: Type.Optional(UuidSchema),
    providerId: Type.Optional(UuidSchema),
    from: Type.Optional(RequestDateTimeSchema),
    to: Type.Optional(RequestDateTimeSchema),
    search: Type.Optional(SearchTextSchema),
    sort: Type.Optional(AdminOrderSortSchema),
  },
  { title: 'AdminOrderListQuery', additionalProperties: false },
);
export type AdminOrderListQuery = Static<typeof AdminOrderListQuerySchema>;

/** One row of the admins' order list. CancelledAt is set once every item is cancelled. */
export const AdminOrderSummarySchema = Type.Object(
  {
    OrderId: UuidSchema,
    CreatedAt: IsoDateTimeSchema,
    Status: BookingStatusSchema,
    CustomerId: UuidSchema,
    CustomerName: Type.String(),
    CustomerEmail: Type.String(),
    TotalPrice: MoneySchema,
    PaymentType: PaymentTypeSchema,
    IsPaymentSuccess: Type.Boolean(),
    PaidAt: NullableIsoDateTimeSchema,
    CancelledAt: NullableIsoDateTimeSchema,
    ItemCount: CountSchema,
    /** The businesses handling the items, each once, alphabetically. */
    ProviderNames: Type.Array(Type.String()),
  },
  { title: 'AdminOrderSummary' },
);
export type AdminOrderSummary = Static<typeof AdminOrderSummarySchema>;

export const AdminOrderListSchema = pageSizePagedListSchema(AdminOrderSummarySchema, 'AdminOrderList');
export type AdminOrderList = Static<typeof AdminOrderListSchema>;

/**
 * A payment (completed or failed attempt) or refund of the order. PaymentMethod is as stored
 * (card, benefit); OrderItemId names the item a single-item refund was for.
 */
export const AdminOrderPaymentSchema = Type.Object(
  {
    TransactionId: UuidSchema,
    Type: CustomerTransactionTypeSchema,
    Status: TransactionStatusSchema,
    Amount: MoneySchema,
    ReferenceNumber: Type.String(),
    PaymentMethod: Type.String(),
    Gateway: Type.String(),
    OrderItemId: Type.Union([UuidSchema, Type.Null()]),
    Description: Type.String(),
    CreatedAt: IsoDateTimeSchema,
    ModifiedAt: IsoDateTimeSchema,
  },
  { title: 'AdminOrderPayment' },
);
export type AdminOrderPayment = Static<typeof AdminOrderPaymentSchema>;

/**
 * GET /api/Admin/orders/{id}: the order as its customer sees it, plus who placed it, when it was
 * paid, every status change (oldest first) and its payments and refunds (oldest first).
 */
export const AdminOrderDetailSchema = Type.Object(
  {
    ...OrderSchema.properties,
    CustomerId: UuidSchema,
    CustomerName: Type.String(),
    CustomerEmail: Type.String(),
    CustomerPhone: Type.String(),
    PaidAt: NullableIsoDateTimeSchema,
    StatusHistory: Type.Array(OrderStatusChangeSchema),
    Payments: Type.Array(AdminOrderPaymentSchema),
  },
  { title: 'AdminOrderDetail' },
);
export type AdminOrderDetail = Static<typeof AdminOrderDetailSchema>;
