import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  CreateProviderRequestSchema,
  ErrorBodySchema,
  IdParamsSchema,
  ProviderListQuerySchema,
  ProviderListSchema,
  ProviderSchema,
  ProviderStatusRequestSchema,
  UpdateProviderRequestSchema,
} from '@marketplace/contract';
import { ADMIN_ROLES } from '../../identity/access-rules';
import { BEARER_SECURITY, errorResponses } from '../../lib/route-options';

const errors = errorResponses(400, 401, 403, 404, 409);
const tags = ['Providers'];
const security = BEARER_SECURITY;

/**
 * /api/Provider/*: business profiles, their account status and statistics.
 * GET /api/Provider/user/{userId} (the signed-in provider's own profile) lives in users/profile.routes.ts.
 */
export const providerRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const { service } = fastify.providers;

  fastify.get(
    '/api/Provider/providers',
    {
      schema: {
        tags,
        summary:
          'List providers, newest first or by Sort (createdAt, name :asc|:desc) (public: active only; admins: every state, filter by Status)',
        querystring: ProviderListQuerySchema,
        response: { 200: ProviderListSchema, 400: ErrorBodySchema },
      },
    },
    async (request) => service.list(request.user, request.query),
  );

  fastify.get(
    '/api/Provider/:id',
    {
      schema: {
        tags,
        summary: 'A provider (public when active; the provider and admins see any state)',
        params: IdParamsSchema,
        response: { 200: ProviderSchema, 400: ErrorBodySchema, 404: ErrorBodySchema },
      },
    },
    async (request) => service.get(request.user, request.params.id),
  );

  fastify.post(
    '/api/Provider',
    {
      preHandler: fastify.requireRoles('provider', ...ADMIN_ROLES),
      schema: {
        tags,
        security,
        summary: 'Complete the business profile of a provider user (the user or an admin); starts pending',
        body: CreateProviderRequestSchema,
        response: { 201: ProviderSchema, ...errors },
      },
    },
    async (request, reply) => reply.code(201).send(await service.create(request.user!, request.body)),
  );

  fastify.put(
    '/api/Provider/:id',
    {
      preHandler: fastify.requireRoles('provider', ...ADMIN_ROLES),
      schema: {
        tags,
        security,
        summary: 'Edit a business profile (its provider or an admin); only admins change AccState',
        params: IdParamsSchema,
        body: UpdateProviderRequestSchema,
        response: { 200: ProviderSchema, ...errors },
      },
    },
    async (request) => service.update(request.user!, request.params.id, request.body, request.ip),
  );

  fastify.patch(
    '/api/Provider/:id/status',
    {
      preHandler: fastify.requireRoles(...ADMIN_ROLES),
      schema: {
        tags,
        security,
        summary: 'Approve, reject, deactivate or reactivate a provider, with an optional reason (admins)',
        params: IdParamsSchema,
        body: ProviderStatusRequestSchema,
        response: { 200: ProviderSchema, ...errors },
      },
    },
    async (request) => service.changeStatus(request.user!, request.params.id, request.body, request.ip),
  );

  fastify.post(
    '/api/Provider/:id/resubmit',
    {
      // Providers only: admins decide on a submission, they never make one.
      preHandler: fastify.requireRoles('provider'),
      schema: {
        tags,
        security,
        summary: 'Resubmit a rejected business profile for review (its provider; rejected -> pending, admins notified)',
        params: IdParamsSchema,
        response: { 200: ProviderSchema, ...errors },
      },
    },
    async (request) => service.resubmit(request.user!, request.params.id, request.ip),
  );
};
