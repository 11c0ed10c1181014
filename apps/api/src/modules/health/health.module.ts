import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { healthRoutes } from './health.routes';

/** The health module: GET /api/health for load balancers and the smoke test; it has no service. */
export const healthModule = fp(
  async (fastify: FastifyInstance) => {
    await fastify.register(healthRoutes);
  },
  { name: 'health' },
);
