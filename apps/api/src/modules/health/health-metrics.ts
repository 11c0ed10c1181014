import type { FastifyInstance } from 'fastify';
import { dbPoolConnections, dbPoolMax, dependencyUp } from '../../lib/observability/metrics';
import { probeWhileOpen } from '../../lib/observability/scrape';

/**
 * At each scrape: whether the database and Redis answer (`marketplace_dependency_up`, what the
 * "database down" and "Redis down" alerts watch) and the PostgreSQL pool's connections.
 */
export function reportDependencies(fastify: FastifyInstance): void {
  const up = (ping: Promise<unknown>) =>
    ping.then(
      () => 1,
      () => 0,
    );
  probeWhileOpen(fastify, async () => {
    const [database, redis] = await Promise.all([
      up(fastify.database.ping()),
      fastify.redis ? up(fastify.redis.ping()) : undefined,
    ]);
    dependencyUp.set({ dependency: 'database' }, database);
    if (redis !== undefined) dependencyUp.set({ dependency: 'redis' }, redis);
    const pool = fastify.database.poolStats?.();
    if (pool) {
      dbPoolConnections.set({ state: 'in_use' }, pool.inUse);
      dbPoolConnections.set({ state: 'idle' }, pool.idle);
      dbPoolConnections.set({ state: 'waiting' }, pool.waiting);
      dbPoolMax.set(pool.max);
    }
  });
}
