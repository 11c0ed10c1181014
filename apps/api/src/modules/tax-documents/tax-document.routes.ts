import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { IdParamsSchema, TaxDocumentListSchema } from '@marketplace/contract';
import { ADMIN_ROLES } from '../../identity/access-rules';
import { BEARER_SECURITY, errorResponses } from '../../lib/route-options';

const tags = ['Tax documents'];
const security = BEARER_SECURITY;

/** /api/Order/{id}/tax-documents: an order's tax invoice and credit notes. */
export const taxDocumentRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const { documents } = fastify.taxDocuments;

  fastify.get(
    '/api/Order/:id/tax-documents',
    {
      preHandler: fastify.requireRoles('customer', 'provider', ...ADMIN_ROLES),
      schema: {
        tags,
        security,
        summary:
          "An order's tax invoice and credit notes, oldest first (its customer and admins; a provider sees the lines of its own items)",
        params: IdParamsSchema,
        response: { 200: TaxDocumentListSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => documents.ofOrder(request.user!, request.params.id),
  );
};
