import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import type { RedisConfig } from '../config/config';
import { redisCommandDuration, redisConnectionErrors, secondsSince } from '../lib/observability/metrics';
import { endChildSpan, SpanKind, startChildSpan } from '../lib/observability/tracing';

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

/** Redis's own command names; anything else (it never is) counts as "other". */
const COMMAND_NAME = /^[a-z]{1,24}$/;

/**
 * Times every command (`marketplace_redis_command_duration_seconds`) and, with tracing on, makes it
 * a client span of the request that sent it (issue 39). ioredis sends every command, the rate
 * limiter's scripts included, through `sendCommand`.
 */
function timeCommands(redis: Redis): void {
  const send = redis.sendCommand.bind(redis);
  redis.sendCommand = (command, stream) => {
    const lower = command.name.toLowerCase();
    const name = COMMAND_NAME.test(lower) ? lower : 'other';
    const startedAt = performance.now();
    const span = startChildSpan(
      `redis ${name}`,
      { 'db.system.name': 'redis', 'db.operation.name': name },
      SpanKind.CLIENT,
    );
    const end = (error?: unknown) => {
      redisCommandDuration.labels(name, error ? 'error' : 'ok').observe(secondsSince(startedAt));
      endChildSpan(span, error);
    };
    const result = send(command, stream);
    command.promise.then(
      () => end(),
      (error: unknown) => end(error),
    );
    return result;
  };
}

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
    timeCommands(redis);
    redis.on('error', (error) => {
      redisConnectionErrors.inc();
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
