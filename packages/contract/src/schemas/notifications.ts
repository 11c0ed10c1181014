import { Type, type Static } from 'typebox';
import { OPAQUE_TOKEN_PATTERN } from '../validation/rules';
import {
  CountSchema,
  IsoDateTimeSchema,
  NullableIsoDateTimeSchema,
  pageSizePagedListSchema,
  pageSizeQueryProperties,
  UuidSchema,
} from './common';

// The notification bell (spec 2.4) and the /notifications page: the signed-in user's own
// notifications, read marks and a live stream (shapes ours: the spec shows none).

/** What the bell shows for one event; `Type` says what happened (e.g. order.paid, order-item.status). */
export const NotificationSchema = Type.Object(
  {
    NotificationId: UuidSchema,
    Type: Type.String(),
    Title: Type.String(),
    Body: Type.String(),
    /** The Arabic ('' when none; staff news has none): Title and Body are in the request's language (catalog.ts). */
    TitleAr: Type.String(),
    BodyAr: Type.String(),
    /** A path in one of the apps to open, or '' when there is nowhere to go. */
    Link: Type.String(),
    /** Ids the event is about (orderId, orderItemId, payoutId...), for clients that want them. */
    Data: Type.Record(Type.String(), Type.Unknown(), { title: 'NotificationData' }),
    IsRead: Type.Boolean(),
    CreatedAt: IsoDateTimeSchema,
    ReadAt: NullableIsoDateTimeSchema,
  },
  { title: 'Notification' },
);
export type Notification = Static<typeof NotificationSchema>;

/** GET /api/Notification?page=&pageSize=&unreadOnly= */
export const NotificationListQuerySchema = Type.Object(
  { ...pageSizeQueryProperties, unreadOnly: Type.Optional(Type.Boolean({ default: false })) },
  { title: 'NotificationListQuery', additionalProperties: false },
);
export type NotificationListQuery = Static<typeof NotificationListQuerySchema>;

const NotificationPageSchema = pageSizePagedListSchema(NotificationSchema, 'NotificationList');

/** Newest first; UnreadCount counts every unread notification of the user, whatever the filter. */
export const NotificationListSchema = Type.Object(
  { ...NotificationPageSchema.properties, UnreadCount: CountSchema },
  { title: 'NotificationList' },
);
export type NotificationList = Static<typeof NotificationListSchema>;

/**
 * GET /api/Notification/unread-count, and the `unread-count` event of the stream: unread
 * notifications, and unread conversation messages (issue 37), which the bell counts too.
 */
export const UnreadCountSchema = Type.Object(
  { UnreadCount: CountSchema, UnreadMessages: CountSchema },
  { title: 'UnreadCount' },
);
export type UnreadCount = Static<typeof UnreadCountSchema>;

/** PATCH /api/Notification/read-all: how many were marked now, and the count left (0). */
export const MarkAllReadResultSchema = Type.Object(
  { Updated: CountSchema, UnreadCount: CountSchema },
  { title: 'MarkAllReadResult' },
);
export type MarkAllReadResult = Static<typeof MarkAllReadResultSchema>;

/** POST /api/Notification/stream-ticket: a one-time pass for GET /api/Notification/stream?ticket= */
export const StreamTicketSchema = Type.Object(
  { Ticket: Type.String(), ExpiresAt: IsoDateTimeSchema },
  { title: 'StreamTicket' },
);
export type StreamTicket = Static<typeof StreamTicketSchema>;

/** EventSource cannot send headers, so browsers pass the ticket in the URL instead of a token. */
export const NotificationStreamQuerySchema = Type.Object(
  { ticket: Type.Optional(Type.String({ minLength: 1, maxLength: 1000, pattern: OPAQUE_TOKEN_PATTERN })) },
  { title: 'NotificationStreamQuery', additionalProperties: false },
);
export type NotificationStreamQuery = Static<typeof NotificationStreamQuerySchema>;
