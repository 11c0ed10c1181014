import { Type, type Static } from 'typebox';
import { BookingStatusSchema } from '../enums';
import { DESCRIPTION_MAX_LENGTH } from '../limits';
import { IsoDateTimeSchema, textSchema, UuidSchema } from './common';

// An order's status history (shapes ours; the spec shows none): every change of the order and of
// its items, as admins, the order's customer and each provider (their own items) may read it.

/**
 * One row of `order_status_history`: the order's own status (OrderItemId null, ItemName '') or
 * one item's. ChangedBy is null, ChangedByName and ChangedByRole '', when the system acted (an
 * unpaid order's reservation running out) or the account is gone. Outside the back office's admin
 * view, only the caller's own changes and the customer's carry a name: staff and other businesses
 * appear by role alone (ChangedBy null, ChangedByName '').
 */
export const OrderStatusChangeSchema = Type.Object(
  {
    HistoryId: UuidSchema,
    OrderItemId: Type.Union([UuidSchema, Type.Null()]),
    ItemName: Type.String(),
    FromStatus: Type.Union([BookingStatusSchema, Type.Null()]),
    ToStatus: BookingStatusSchema,
    ChangedBy: Type.Union([UuidSchema, Type.Null()]),
    ChangedByName: Type.String(),
    ChangedByRole: Type.String(),
    Reason: Type.String(),
    CreatedAt: IsoDateTimeSchema,
  },
  { title: 'OrderStatusChange' },
);
export type OrderStatusChange = Static<typeof OrderStatusChangeSchema>;

/** GET /api/Order/{id}/history: oldest first; a provider reads only the changes of its own items. */
export const OrderStatusHistorySchema = Type.Object(
  { StatusHistory: Type.Array(OrderStatusChangeSchema) },
  { title: 'OrderStatusHistory' },
);
export type OrderStatusHistory = Static<typeof OrderStatusHistorySchema>;

/**
 * PATCH /api/OrderItem/{id}/cancel (body ours and optional: the spec's call has none). The reason
 * is kept in the status history and told to the customer; the back office always asks for one.
 */
export const CancelOrderItemRequestSchema = Type.Object(
  { Reason: Type.Optional(textSchema(DESCRIPTION_MAX_LENGTH, 'multi')) },
  { title: 'CancelOrderItemRequest', additionalProperties: false },
);
export type CancelOrderItemRequest = Static<typeof CancelOrderItemRequestSchema>;
