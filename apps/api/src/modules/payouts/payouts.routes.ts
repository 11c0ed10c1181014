import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  CreatePayoutRequestSchema,
  IdParamsSchema,
  PayoutListQuerySchema,
  PayoutListSchema,
  PayoutSchema,
  ProviderBalanceSchema,
  ProviderIdParamsSchema,
  RejectPayoutRequestSchema,
  SettlePayoutRequestSchema,
} from '@marketplace/contract';
import { BEARER_SECURITY, errorResponses } from '../../lib/route-options';
import { adminContext } from '../../identity/admin-context';
import { ADMIN_ROLES } from '../../identity/access-rules';

const tags = ['Payouts'];
const security = BEARER_SECURITY;

/** /api/Payout/*: provider balance, payout requests and their settlement by admins. */
export const payoutRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const { service } = fastify.payouts;

  fastify.get(
    '/api/Payout/provider/:providerId/balance',
    {
      preHandler: fastify.requireRoles('provider', ...ADMIN_ROLES),
      schema: {
        tags,
        security,
        summary: "A provider's earnings (net), payouts and available balance (the provider or an admin)",
        params: ProviderIdParamsSchema,
        response: { 200: ProviderBalanceSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => service.balance(request.user!, request.params.providerId),
  );

  fastify.post(
    '/api/Payout',
    {
      preHandler: fastify.requireRoles('provider'),
      schema: {
        tags,
        security,
        summary: 'Request a payout of at most the available balance (the active provider, for their business)',
        body: CreatePayoutRequestSchema,
        response: { 201: PayoutSchema, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) => reply.code(201).send(await service.request(request.user!, request.body)),
  );

  fastify.get(
    '/api/Payout',
    {
      preHandler: fastify.requireRoles(...ADMIN_ROLES),
      schema: {
        tags,
        security,
        summary: "Every provider's payouts, newest first (admins)",
        querystring: PayoutListQuerySchema,
        response: { 200: PayoutListSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => service.list(request.query),
  );

  fastify.patch(
    '/api/Payout/:id/settle',
    {
      preHandler: fastify.requireRoles(...ADMIN_ROLES),
      // The reference is optional, so a PATCH without any body is a settlement without one.
      preValidation: async (request) => {
        request.body ??= {};
      },
      schema: {
        tags,
        security,
        summary: 'Mark a pending payout as transferred (admins; settlement is a manual bank transfer)',
        params: IdParamsSchema,
        body: SettlePayoutRequestSchema,
        response: { 200: PayoutSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => service.settle(adminContext(request), request.params.id, request.body.Reference),
  );

  fastify.patch(
    '/api/Payout/:id/reject',
    {
      preHandler: fastify.requireRoles(...ADMIN_ROLES),
      schema: {
        tags,
        security,
        summary: 'Reject a pending payout with a reason; the amount becomes available again (admins)',
        params: IdParamsSchema,
        body: RejectPayoutRequestSchema,
        response: { 200: PayoutSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => service.reject(adminContext(request), request.params.id, request.body.Reason),
  );
};
