import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ActionResultSchema,
  ConversationIdParamsSchema,
  ConversationMessageParamsSchema,
  ConversationMessageSchema,
  ConversationSchema,
  IdParamsSchema,
  MessageReportListQuerySchema,
  MessageReportListSchema,
  MessageReportSchema,
  ModerationReasonRequestSchema,
} from '@marketplace/contract';
import { adminContext } from '../../identity/admin-context';
import { ADMIN_ROLES } from '../../identity/access-rules';
import { BEARER_SECURITY, errorResponses, perAddressLimit } from '../../lib/route-options';

const tags = ['Conversations'];
const security = BEARER_SECURITY;
const errors = errorResponses(400, 401, 403, 404, 409, 429);

/** Reports by the conversation's people, and the admins' moderation (issue 37); all audited. */
export const moderationRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const { moderation } = fastify.conversations;
  const adminOnly = fastify.requireRoles(...ADMIN_ROLES);

  fastify.post(
    '/api/Conversation/:id/messages/:messageId/report',
    {
      preHandler: fastify.authenticate,
      config: perAddressLimit(20, 1),
      schema: {
        tags,
        security,
        summary: 'Report another person’s message to the marketplace’s admins (once per message)',
        params: ConversationMessageParamsSchema,
        body: ModerationReasonRequestSchema,
        response: { 201: MessageReportSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await moderation.report(request.user!, request.params.id, request.params.messageId, request.body.Reason)),
  );

  fastify.post(
    '/api/Conversation/:id/join',
    {
      preHandler: adminOnly,
      schema: {
        tags,
        security,
        summary: 'Take part in a conversation (admin); a note tells its people',
        params: ConversationIdParamsSchema,
        response: { 200: ConversationSchema, ...errors },
      },
    },
    async (request) => moderation.join(adminContext(request), request.params.id, request.locale),
  );

  fastify.post(
    '/api/Conversation/:id/messages/:messageId/hide',
    {
      preHandler: adminOnly,
      schema: {
        tags,
        security,
        summary: 'Hide a message (admin): its text leaves the conversation for the audit log',
        params: ConversationMessageParamsSchema,
        body: ModerationReasonRequestSchema,
        response: { 200: ConversationMessageSchema, ...errors },
      },
    },
    async (request) =>
      moderation.hide(
        adminContext(request),
        request.params.id,
        request.params.messageId,
        request.body.Reason,
        request.locale,
      ),
  );

  fastify.post(
    '/api/Conversation/:id/close',
    {
      preHandler: adminOnly,
      schema: {
        tags,
        security,
        summary: 'Close a conversation (admin): it can be read, not answered',
        params: ConversationIdParamsSchema,
        body: ModerationReasonRequestSchema,
        response: { 200: ConversationSchema, ...errors },
      },
    },
    async (request) => moderation.close(adminContext(request), request.params.id, request.body.Reason, request.locale),
  );

  fastify.get(
    '/api/Admin/message-reports',
    {
      preHandler: adminOnly,
      schema: {
        tags,
        security,
        summary: 'Reported messages, newest first, open ones unless another status is asked (admin)',
        querystring: MessageReportListQuerySchema,
        response: { 200: MessageReportListSchema, ...errorResponses(400, 401, 403, 429) },
      },
    },
    async (request) => moderation.reports(request.query),
  );

  fastify.post(
    '/api/Admin/message-reports/:id/dismiss',
    {
      preHandler: adminOnly,
      schema: {
        tags,
        security,
        summary: 'Dismiss a report (admin): the message stays, the report leaves the inbox',
        params: IdParamsSchema,
        response: { 200: ActionResultSchema, ...errors },
      },
    },
    async (request) => moderation.dismiss(adminContext(request), request.params.id),
  );
};
