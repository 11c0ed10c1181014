import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  BankDetailsSchema,
  IdParamsSchema,
  MaybeBankDetailsSchema,
  UpdateBankDetailsRequestSchema,
} from '@marketplace/contract';
import { BEARER_SECURITY, errorResponses } from '../../lib/route-options';
import { adminContext } from '../../identity/admin-context';
import { ADMIN_ROLES } from '../../identity/access-rules';

const tags = ['Payouts'];
const security = BEARER_SECURITY;

/** /api/Provider/{id}/bank-details: where the provider's payouts are transferred. */
export const bankDetailsRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const { bankDetails } = fastify.payouts;

  fastify.get(
    '/api/Provider/:id/bank-details',
    {
      preHandler: fastify.requireRoles('provider', ...ADMIN_ROLES),
      schema: {
        tags,
        security,
        summary: "A provider's payout bank details, or null when none were given (the provider or an admin)",
        params: IdParamsSchema,
        response: { 200: MaybeBankDetailsSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => bankDetails.get(request.user!, request.params.id),
  );

  fastify.put(
    '/api/Provider/:id/bank-details',
    {
      preHandler: fastify.requireRoles('provider'),
      schema: {
        tags,
        security,
        summary: 'Set the payout bank details, a Bahrain IBAN (the provider themself; audited)',
        params: IdParamsSchema,
        body: UpdateBankDetailsRequestSchema,
        response: { 200: BankDetailsSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => bankDetails.update(adminContext(request), request.params.id, request.body),
  );
};
