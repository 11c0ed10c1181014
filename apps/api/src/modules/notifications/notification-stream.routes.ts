import type { OutgoingHttpHeaders } from 'node:http';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { DELETED_USER_ERRORS, NotificationStreamQuerySchema } from '@marketplace/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { unauthorized } from '../../lib/http-error';
import { sseConnections } from '../../lib/observability/metrics';
import { BEARER_SECURITY, errorResponses } from '../../lib/route-options';
import { NotificationStream, SSE_HEADERS } from './notification-stream';

type TypedInstance = Parameters<FastifyPluginAsyncTypebox>[0];

function headersSoFar(reply: FastifyReply): OutgoingHttpHeaders {
  return Object.fromEntries(Object.entries(reply.getHeaders()).filter(([, value]) => value !== undefined));
}

export const STREAM_TICKET_INVALID = 'The stream ticket is invalid, used or expired. Ask for a new one.';

/**
 * GET /api/Notification/stream: Server-Sent Events for the signed-in user, opened with a one-time
 * `?ticket=` (EventSource) or an `Authorization: Bearer` header (clients that can send one).
 */
export function notificationStreamRoute(fastify: TypedInstance): void {
  const { hub, tickets, extensions } = fastify.notifications;
  const open = new Set<NotificationStream>();
  // Open streams never finish on their own; ending them first lets the server close (and the
  // clients reconnect to another process).
  fastify.addHook('preClose', async () => {
    for (const stream of open) stream.end();
  });

  const streamUserId = async (ticket: string | undefined, request: FastifyRequest, reply: FastifyReply) => {
    if (ticket === undefined) {
      await fastify.authenticate(request, reply);
      return request.user!.id;
    }
    const userId = await tickets.redeem(ticket);
    if (!userId) throw unauthorized(STREAM_TICKET_INVALID);
    // The ticket was issued up to 60 s ago: an account deleted (or an admin disabled) since then is
    // refused here as a bearer token would be, or it would read its notifications for 15 more minutes.
    if (!(await fastify.currentAccount(userId))) throw unauthorized(DELETED_USER_ERRORS.removed);
    return userId;
  };

  fastify.get(
    '/api/Notification/stream',
    {
      config: { eventStream: true },
      schema: {
        tags: ['Notifications'],
        security: [...BEARER_SECURITY, {}],
        summary: 'Live notifications (text/event-stream): events `notification` and `unread-count`',
        description:
          'Pass `?ticket=` from POST /api/Notification/stream-ticket (one use, 60 s), or a bearer token. ' +
          'A comment line every 25 s keeps the connection open; the stream ends after 15 minutes, then reconnect with a new ticket.',
        querystring: NotificationStreamQuerySchema,
        response: {
          200: {
            description: 'An event stream',
            content: { 'text/event-stream': { schema: Type.String() } },
          },
          ...errorResponses(400, 401, 403),
        },
      },
    },
    async (request, reply) => {
      const userId = await streamUserId(request.query.ticket, request, reply);
      reply.hijack();
      // Hijacked replies skip onSend, so the headers set so far (request id, security) go out here.
      reply.raw.writeHead(200, { ...headersSoFar(reply), ...SSE_HEADERS, connection: 'close' });
      const stream = new NotificationStream(
        reply.raw,
        userId,
        { db: fastify.db, hub, log: request.log, extensions },
        request.locale,
      );
      open.add(stream);
      sseConnections.inc();
      const forget = () => {
        if (open.delete(stream)) sseConnections.dec();
      };
      try {
        await stream.open(forget);
      } catch (error) {
        request.log.error({ err: error }, 'could not open the notification stream');
        forget();
        stream.end();
      }
    },
  );
}
