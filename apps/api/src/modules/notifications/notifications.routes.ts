import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  IdParamsSchema,
  MarkAllReadResultSchema,
  NotificationListQuerySchema,
  NotificationListSchema,
  NotificationSchema,
  StreamTicketSchema,
  UnreadCountSchema,
} from '@marketplace/contract';
import { BEARER_SECURITY, errorResponses, perAddressLimit } from '../../lib/route-options';
import { notificationStreamRoute } from './notification-stream.routes';

const errors = errorResponses(400, 401, 403, 404);
const tags = ['Notifications'];
const security = BEARER_SECURITY;

/** /api/Notification/*: the signed-in user's notifications, unread count, read marks and the live stream. */
export const notificationRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const { service, tickets } = fastify.notifications;

  fastify.get(
    '/api/Notification',
    {
      preHandler: fastify.authenticate,
      schema: {
        tags,
        security,
        summary: "The caller's notifications, newest first, with the unread count",
        querystring: NotificationListQuerySchema,
        response: { 200: NotificationListSchema, ...errors },
      },
    },
    async (request) => service.list(request.user!.id, request.query),
  );

  fastify.get(
    '/api/Notification/unread-count',
    {
      preHandler: fastify.authenticate,
      schema: {
        tags,
        security,
        summary: "How many of the caller's notifications are unread",
        response: { 200: UnreadCountSchema, ...errors },
      },
    },
    async (request) => service.unreadCounts(request.user!.id),
  );

  fastify.patch(
    '/api/Notification/read-all',
    {
      preHandler: fastify.authenticate,
      schema: {
        tags,
        security,
        summary: "Mark every one of the caller's notifications read",
        response: { 200: MarkAllReadResultSchema, ...errors },
      },
    },
    async (request) => service.markAllRead(request.user!.id),
  );

  fastify.patch(
    '/api/Notification/:id/read',
    {
      preHandler: fastify.authenticate,
      schema: {
        tags,
        security,
        summary: "Mark one of the caller's notifications read (another user's is 404)",
        params: IdParamsSchema,
        response: { 200: NotificationSchema, ...errors },
      },
    },
    async (request) => service.markRead(request.user!.id, request.params.id),
  );

  fastify.post(
    '/api/Notification/stream-ticket',
    {
      preHandler: fastify.authenticate,
      config: perAddressLimit(60),
      schema: {
        tags,
        security,
        summary: 'A one-time ticket (60 s) to open the stream where headers cannot be sent (EventSource)',
        response: { 200: StreamTicketSchema, ...errors },
      },
    },
    async (request) => {
      const issued = await tickets.issue(request.user!.id);
      return { Ticket: issued.ticket, ExpiresAt: issued.expiresAt.toISOString() };
    },
  );

  notificationStreamRoute(fastify);
};
