import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ErrorBodySchema,
  HealthResponseSchema,
  LivenessResponseSchema,
  type HealthResponse,
} from '@marketplace/contract';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { APP_VERSION } from '../../config/version';

// Liveness and readiness (issue 39; docs/operations.md, "Health"): a process that answers is alive;
// it is ready when what every request needs answers too: the database and, when configured, Redis.

const uptime = () => Math.round(process.uptime());

async function readiness(fastify: FastifyInstance, log: FastifyBaseLogger): Promise<HealthResponse> {
  const [database, redis] = await Promise.all([
    fastify.database.ping().then(
      () => 'up' as const,
      (error: unknown) => {
        log.error({ err: error }, 'health check: database unreachable');
        return 'down' as const;
      },
    ),
    fastify.redis
      ? fastify.redis.ping().then(
          () => 'up' as const,
          (error: unknown) => {
            log.error({ err: error }, 'health check: redis unreachable');
            return 'down' as const;
          },
        )
      : Promise.resolve('not-configured' as const),
  ]);
  const ready = database === 'up' && redis !== 'down';
  return {
    Status: ready ? 'ok' : 'degraded',
    Database: database,
    Redis: redis,
    Version: APP_VERSION,
    Uptime: uptime(),
  };
}

/** Load balancers, Kubernetes and the README's smoke test call these; none needs a token or counts against a limit. */
export const healthRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  // The answers are far below the compression threshold (1 KiB): the hooks would only look at them.
  const options = { config: { rateLimit: false, authentication: false }, compress: false } as const;
  // /api/health, the check's first address, is kept for the probes and scripts that call it: readiness.
  for (const path of ['/api/health', '/api/health/ready']) {
    fastify.get(
      path,
      {
        ...options,
        schema: {
          tags: ['System'],
          summary: 'Readiness: 200 when the database and (when configured) Redis answer, else 503',
          response: { 200: HealthResponseSchema, 503: HealthResponseSchema, 500: ErrorBodySchema },
        },
      },
      async (request, reply) => {
        const health = await readiness(fastify, request.log);
        return health.Status === 'ok' ? health : reply.code(503).send(health);
      },
    );
  }

  fastify.get(
    '/api/health/live',
    {
      ...options,
      schema: {
        tags: ['System'],
        summary: 'Liveness: 200 while the process serves requests (it asks nothing else)',
        response: { 200: LivenessResponseSchema, 500: ErrorBodySchema },
      },
    },
    async () => ({ Status: 'ok' as const, Version: APP_VERSION, Uptime: uptime() }),
  );
};
