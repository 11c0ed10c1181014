import { Type, type Static } from 'typebox';
import { BookingStatusSchema, FILTER_ALL, ListingTypeSchema, OrderSortSchema, PaymentTypeSchema } from '../enums';
import { ORDER_CHANGE_ERRORS } from '../errors/order-messages';
import {
  CountSchema,
  IsoDateTimeSchema,
  MoneySchema,
  NullableIsoDateTimeSchema,
  pageSizeQueryProperties,
  RequestDateTimeSchema,
  SearchTextSchema,
  UuidSchema,
} from './common';

// Orders (spec sections 2.5, 3 and 7.6). An order is the paid cart: one order item per cart line.

/** Spec fields plus ServiceItemId, ProviderName and UnitPrice (ours) for reviews and display. */
export const OrderItemSchema = Type.Object(
  {
    OrderItemId: UuidSchema,
    ServiceItemId: UuidSchema,
    Type: ListingTypeSchema,
    Name: Type.String(),
    Description: Type.String(),
    /** The listing's Arabic when ordered ('' when none); the spec's fields are in the request's language. */
    NameAr: Type.String(),
    DescriptionAr: Type.String(),
    Quantity: Type.Integer({ minimum: 1 }),
    Status: BookingStatusSchema,
    Photos: Type.Array(Type.String()),
    ProviderId: UuidSchema,
    ProviderName: Type.String(),
    ProviderNameAr: Type.String(),
    /** The fixed information-request price charged for this line, in BHD. */
    UnitPrice: MoneySchema,
    /**
     * Ours: the listing's own price when it was ordered, in BHD, for reference (the provider quotes
     * the customer from it); not charged here.
     */
    ReferencePrice: MoneySchema,
  },
  { title: 'OrderItem' },
);
export type OrderItem = Static<typeof OrderItemSchema>;

/**
 * Ours: how a provider gets in touch with the customer who paid for an information request.
 * PhoneNumber is '' when the customer gave none.
 */
export const OrderCustomerSchema = Type.Object(
  { Name: Type.String(), Email: Type.String(), PhoneNumber: Type.String() },
  { title: 'OrderCustomer' },
);
export type OrderCustomer = Static<typeof OrderCustomerSchema>;

export const OrderSchema = Type.Object(
  {
    OrderId: UuidSchema,
    CreatedAt: IsoDateTimeSchema,
    Status: BookingStatusSchema,
    CancelledAt: NullableIsoDateTimeSchema,
    /** computeOrderPricing(OrderItems.length).Total, in BHD. */
    TotalPrice: MoneySchema,
    /** Ours: the two parts of TotalPrice, so the detail page shows the price rule as charged. */
    Subtotal: MoneySchema,
    Vat: MoneySchema,
    PaymentType: PaymentTypeSchema,
    IsPaymentSuccess: Type.Boolean(),
    /** Ours: an unpaid order holds its stock until then; afterwards it is cancelled. */
    ReservationExpiresAt: NullableIsoDateTimeSchema,
    OrderItems: Type.Array(OrderItemSchema),
    /**
     * Ours: the customer's contact, only once the order is paid and only for a provider of one of
     * its items or an admin; null otherwise (before payment, and in the customer's own view).
     */
    Customer: Type.Union([OrderCustomerSchema, Type.Null()]),
  },
  { title: 'Order' },
);
export type Order = Static<typeof OrderSchema>;

/** ActiveOrders counts Pending, Confirmed and InProgress; CompletedOrders counts Completed. */
export const OrderListSchema = Type.Object(
  {
    Orders: Type.Array(OrderSchema),
    Page: Type.Integer({ minimum: 1 }),
    PageSize: Type.Integer({ minimum: 1 }),
    TotalOrders: CountSchema,
    TotalPages: CountSchema,
    ActiveOrders: CountSchema,
    CompletedOrders: CountSchema,
  },
  { title: 'OrderList' },
);
export type OrderList = Static<typeof OrderListSchema>;

const StatusFilterSchema = Type.Union([Type.Literal(FILTER_ALL), BookingStatusSchema], { default: FILTER_ALL });

/**
 * GET /api/Order/customer/{id} and /api/Order/provider/user/{userId}. Search matches the order id
 * and item names. `sortBy` is the profile area's spelling of `sort` (spec 7.6); `sort` wins.
 */
export const OrderListQuerySchema = Type.Object(
  {
    ...pageSizeQueryProperties,
    search: Type.Optional(SearchTextSchema),
    status: Type.Optional(StatusFilterSchema),
    sort: Type.Optional(OrderSortSchema),
    sortBy: Type.Optional(OrderSortSchema),
  },
  { title: 'OrderListQuery', additionalProperties: false },
);
export type OrderListQuery = Static<typeof OrderListQuerySchema>;

/**
 * GET /api/Order/provider/user/{userId}: the list's parameters plus `from`/`to`, which bound the
 * order's CreatedAt (both inclusive, as in the admins' lists). Search there also matches the
 * customer's name (the provider sees it on every paid order anyway).
 */
export const ProviderOrderListQuerySchema = Type.Object(
  {
    ...OrderListQuerySchema.properties,
    from: Type.Optional(RequestDateTimeSchema),
    to: Type.Optional(RequestDateTimeSchema),
  },
  { title: 'ProviderOrderListQuery', additionalProperties: false },
);
export type ProviderOrderListQuery = Static<typeof ProviderOrderListQuerySchema>;

/** POST /api/Order (shape ours): the server prices the customer's cart, so no amounts are sent. */
export const CreateOrderRequestSchema = Type.Object(
  { CustomerId: UuidSchema, CartId: UuidSchema, PaymentType: PaymentTypeSchema },
  { title: 'CreateOrderRequest', additionalProperties: false },
);
export type CreateOrderRequest = Static<typeof CreateOrderRequestSchema>;

/** The Idempotency-Key header of POST /api/Order: a retried request returns the same order. */
export const CreateOrderHeadersSchema = Type.Object(
  {
    'idempotency-key': Type.Optional(
      Type.String({
        pattern: '^[A-Za-z0-9_.:-]{1,100}$',
        errorMessage: { pattern: ORDER_CHANGE_ERRORS.idempotencyKeyInvalid },
      }),
    ),
  },
  { title: 'CreateOrderHeaders' },
);
export type CreateOrderHeaders = Static<typeof CreateOrderHeadersSchema>;

/** PATCH /api/Order/{id}/status (body shape ours). */
export const UpdateOrderStatusRequestSchema = Type.Object(
  { Status: BookingStatusSchema },
  { title: 'UpdateOrderStatusRequest', additionalProperties: false },
);
export type UpdateOrderStatusRequest = Static<typeof UpdateOrderStatusRequestSchema>;

/** GET /api/Order/customer/{id}/stats (shape ours); matches the My Orders summary cards. */
export const CustomerOrderStatsSchema = Type.Object(
  {
    TotalOrders: CountSchema,
    ActiveOrders: CountSchema,
    CompletedOrders: CountSchema,
    CancelledOrders: CountSchema,
    TotalSpent: MoneySchema,
  },
  { title: 'CustomerOrderStats' },
);
export type CustomerOrderStats = Static<typeof CustomerOrderStatsSchema>;
