import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import type { RedisConfig } from '../config/config';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Where state that every API process must agree on is kept (rate limits, sign-in throttles,
     * one-use stream tickets): Redis when REDIS_URL is set, else undefined and each module keeps
     * it in the process, which is right for the one process of the embedded default.
     */
    redis: Redis | undefined;
  }
}

/** A command that waits longer than this fails, and the request answers 503 or passes (see users). */
const COMMAND_TIMEOUT_MS = 1000;

/**
 * Connects to Redis at start, and fails the start when it cannot (as a missing database does):
 * a replica that silently counted on its own would break every limit it shares.
 */
export const sharedStatePlugin = fp(
  async (fastify: FastifyInstance, options: { redis: RedisConfig | undefined }) => {
    if (!options.redis) {
      fastify.decorate('redis', undefined);
      return;
    }
    const redis = new Redis(options.redis.url, {
      keyPrefix: options.redis.keyPrefix,
      connectTimeout: 5000,
      commandTimeout: COMMAND_TIMEOUT_MS,
      // Fail a command after one reconnection attempt rather than queue it while Redis is away.
      maxRetriesPerRequest: 1,
      lazyConnect: true,
    });
    // Logged once per outage, not on every reconnection attempt; ioredis reconnects by itself.
    let up = false;
    redis.on('ready', () => {
      if (!up) fastify.log.info('redis: connected');
      up = true;
    });
    redis.on('error', (error) => {
      if (up)
        fastify.log.error({ err: error }, 'redis: connection lost; shared limits are unavailable until it returns');
      up = false;
    });
    try {
      await redis.connect();
      await redis.ping();
    } catch (error) {
      redis.disconnect();
      throw new Error(`Cannot reach Redis at REDIS_URL: ${(error as Error).message}`, { cause: error });
    }
    fastify.decorate('redis', redis);
    fastify.addHook('onClose', async () => {
      await redis.quit().catch(() => redis.disconnect());
    });
  },
  { name: 'shared-state' },
);
