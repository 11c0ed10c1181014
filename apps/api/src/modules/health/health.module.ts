import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { reportDependencies } from './health-metrics';
import { healthRoutes } from './health.routes';

/** The health module: liveness and readiness for load balancers, and the dependencies' gauges. */
export const healthModule = fp(
  async (fastify: FastifyInstance) => {
    await fastify.register(healthRoutes);
    reportDependencies(fastify);
  },
  { name: 'health' },
);
