import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ErrorBodySchema,
  IdParamsSchema,
  ProviderStatsSchema,
  TopNQuerySchema,
  TopProviderListSchema,
} from '@marketplace/contract';
import { ADMIN_ROLES } from '../../identity/access-rules';
import { BEARER_SECURITY } from '../../lib/route-options';

const tags = ['Providers'];

/** GET /api/Provider/{id}/stats (the provider or an admin) and GET /api/Provider/top-rated (public). */
export const providerStatsRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const { stats } = fastify.providers;

  fastify.get(
    '/api/Provider/top-rated',
    {
      schema: {
        tags,
        summary: 'Active providers ranked by average rating, then review count (?topN=, 5 by default, at most 50)',
        querystring: TopNQuerySchema,
        response: { 200: TopProviderListSchema, 400: ErrorBodySchema },
      },
    },
    async (request) => stats.topRated(request.query.topN),
  );

  fastify.get(
    '/api/Provider/:id/stats',
    {
      preHandler: fastify.requireRoles('provider', ...ADMIN_ROLES),
      schema: {
        tags,
        security: BEARER_SECURITY,
        summary: 'Listings, order items by status, revenue (completed earnings, net) and rating of a provider',
        params: IdParamsSchema,
        response: {
          200: ProviderStatsSchema,
          400: ErrorBodySchema,
          401: ErrorBodySchema,
          403: ErrorBodySchema,
          404: ErrorBodySchema,
        },
      },
    },
    async (request) => stats.stats(request.user!, request.params.id),
  );
};
