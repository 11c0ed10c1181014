import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ActionResultSchema,
  CreateInquiryRequestSchema,
  ErrorBodySchema,
  IdParamsSchema,
  INQUIRY_MESSAGES,
  InquiryListQuerySchema,
  InquiryListSchema,
  InquirySchema,
  InquiryStatusQuerySchema,
} from '@marketplace/contract';
import { BEARER_SECURITY, errorResponses, perAddressLimit } from '../../lib/route-options';
import { adminContext } from '../../identity/admin-context';
import { ADMIN_ROLES } from '../../identity/access-rules';

const errors = errorResponses(400, 401, 403, 404, 429);
const tags = ['Inquiries'];
const security = BEARER_SECURITY;

/** /api/CustomerInquiry: the public contact form and the admins' inbox (spec 7.7). */
export const inquiryRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const { service } = fastify.inquiries;
  const adminOnly = fastify.requireRoles(...ADMIN_ROLES);

  fastify.post(
    '/api/CustomerInquiry',
    {
      // Each inquiry mails a receipt to the address typed in: a low limit keeps the form from
      // being used to flood someone's mailbox or the admins' inbox.
      config: perAddressLimit(5, 15),
      schema: {
        tags,
        summary: 'Send a message from the contact page (anyone); a receipt is mailed to the sender',
        body: CreateInquiryRequestSchema,
        response: { 201: InquirySchema, 400: ErrorBodySchema, 429: ErrorBodySchema },
      },
    },
    async (request, reply) => reply.code(201).send(await service.create(request.user, request.body, request.locale)),
  );

  fastify.get(
    '/api/CustomerInquiry',
    {
      preHandler: adminOnly,
      config: perAddressLimit(120, 1),
      schema: {
        tags,
        security,
        summary: 'Inquiries, newest first, optionally of one status (admin)',
        querystring: InquiryListQuerySchema,
        response: {
          200: InquiryListSchema,
          400: ErrorBodySchema,
          401: ErrorBodySchema,
          403: ErrorBodySchema,
          429: ErrorBodySchema,
        },
      },
    },
    async (request) => service.list(request.query),
  );

  fastify.patch(
    '/api/CustomerInquiry/:id/status',
    {
      preHandler: adminOnly,
      config: perAddressLimit(60, 1),
      schema: {
        tags,
        security,
        summary: 'Change an inquiry’s status (admin)',
        params: IdParamsSchema,
        querystring: InquiryStatusQuerySchema,
        response: { 200: InquirySchema, ...errors },
      },
    },
    async (request) => service.setStatus(adminContext(request), request.params.id, request.query.status),
  );

  fastify.delete(
    '/api/CustomerInquiry/:id',
    {
      preHandler: adminOnly,
      config: perAddressLimit(60, 1),
      schema: {
        tags,
        security,
        summary: 'Delete an inquiry (admin); the audit log keeps its content',
        params: IdParamsSchema,
        response: { 200: ActionResultSchema, ...errors },
      },
    },
    async (request) => {
      await service.remove(adminContext(request), request.params.id);
      return { Success: true, Message: INQUIRY_MESSAGES.deleted };
    },
  );
};
