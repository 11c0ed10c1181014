import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorBodySchema, HealthResponseSchema } from '@marketplace/contract';
import { APP_VERSION } from '../../config/version';

/** Load balancers and the README's smoke test call this; it answers 503 when the database does not. */
export const healthRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get(
    '/api/health',
    {
      config: { rateLimit: false, authentication: false },
      // The answer is far below the compression threshold (1 KiB): the hooks would only look at it.
      compress: false,
      schema: {
        tags: ['System'],
        summary: 'Liveness and database check',
        response: { 200: HealthResponseSchema, 503: HealthResponseSchema, 500: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      const uptime = Math.round(process.uptime());
      try {
        await fastify.database.ping();
        return { Status: 'ok' as const, Database: 'up' as const, Version: APP_VERSION, Uptime: uptime };
      } catch (error) {
        request.log.error({ err: error }, 'health check: database unreachable');
        return reply.code(503).send({ Status: 'degraded', Database: 'down', Version: APP_VERSION, Uptime: uptime });
      }
    },
  );
};
