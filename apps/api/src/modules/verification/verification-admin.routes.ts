import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  CreateDocumentRequirementRequestSchema,
  DocumentRequirementListSchema,
  DocumentRequirementQuerySchema,
  DocumentRequirementSchema,
  IdParamsSchema,
  ProviderSchema,
  RequirementParamsSchema,
  UpdateDocumentRequirementRequestSchema,
  VerificationReviewListSchema,
  VerificationReviewQuerySchema,
} from '@marketplace/contract';
import { ADMIN_ROLES } from '../../identity/access-rules';
import { BEARER_SECURITY, errorResponses } from '../../lib/route-options';
import { deleteProviderAccount } from './provider-deletion';

const tags = ['Verification'];
const security = BEARER_SECURITY;
const errors = errorResponses(400, 401, 403, 404, 409);

/** What admins configure and decide about verification (issue 38), and deleting a business's account. */
export const verificationAdminRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const { requirements, service } = fastify.verification;
  const adminOnly = fastify.requireRoles(...ADMIN_ROLES);

  fastify.get(
    '/api/Verification/requirements',
    {
      preHandler: fastify.requireRoles('provider', ...ADMIN_ROLES),
      schema: {
        tags,
        security,
        summary: 'The documents each business type must give (providers: the active ones; admins: all)',
        querystring: DocumentRequirementQuerySchema,
        response: { 200: DocumentRequirementListSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => requirements.list(request.user!, request.query),
  );

  fastify.post(
    '/api/Admin/verification-requirements',
    {
      preHandler: adminOnly,
      schema: {
        tags,
        security,
        summary: 'Require a new document of a business type (admins; audited)',
        body: CreateDocumentRequirementRequestSchema,
        response: { 201: DocumentRequirementSchema, ...errors },
      },
    },
    async (request, reply) => reply.code(201).send(await requirements.create(request.user!, request.body, request.ip)),
  );

  fastify.put(
    '/api/Admin/verification-requirements/:id',
    {
      preHandler: adminOnly,
      schema: {
        tags,
        security,
        summary: 'Change a required document, or stop asking for it with IsActive false (admins; audited)',
        params: RequirementParamsSchema,
        body: UpdateDocumentRequirementRequestSchema,
        response: { 200: DocumentRequirementSchema, ...errors },
      },
    },
    async (request) => requirements.update(request.user!, request.params.id, request.body, request.ip),
  );

  fastify.get(
    '/api/Admin/verification-reviews',
    {
      preHandler: adminOnly,
      schema: {
        tags,
        security,
        summary: 'Businesses waiting for a review of their documents, oldest request first (admins)',
        querystring: VerificationReviewQuerySchema,
        response: { 200: VerificationReviewListSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => service.queue(request.query),
  );

  fastify.delete(
    '/api/Provider/:id',
    {
      preHandler: adminOnly,
      schema: {
        tags: ['Providers'],
        security,
        summary:
          'Delete a business’s account (admins; not while active or with requests in progress; documents kept for the retention period)',
        params: IdParamsSchema,
        response: { 200: ProviderSchema, ...errors },
      },
    },
    async (request) =>
      deleteProviderAccount(
        fastify.db,
        request.user!,
        request.params.id,
        (id) => fastify.providers.service.get(request.user, id),
        request.ip,
      ),
  );
};
