import type { FastifyInstance } from 'fastify';
import { dbPoolConnections, dbPoolMax, dependencyUp } from '../../lib/observability/metrics';
import { probeWhileOpen } from '../../lib/observability/scrape';

/** Shorter than the 2 s the scrape gives a probe (lib/observability/scrape). */
const PING_TIMEOUT_MS = 1500;

/**
 * At each scrape: whether the database and Redis answer (`marketplace_dependency_up`, what the
 * "database down" and "Redis down" alerts watch) and the PostgreSQL pool's connections.
 */
export function reportDependencies(fastify: FastifyInstance): void {
  // A dependency that hangs is down too: it answers 0 before the scrape gives up on the probe.
  const up = (ping: Promise<unknown>) => {
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<number>((resolve) => {
      timer = setTimeout(() => resolve(0), PING_TIMEOUT_MS);
    });
    return Promise.race([
      ping.then(
        () => 1,
        () => 0,
      ),
      late,
    ]).finally(() => clearTimeout(timer));
  };
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
