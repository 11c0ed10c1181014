import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';

/**
 * The Redis the PostgreSQL pass runs with (`TEST_REDIS_URL`, started by scripts/with-redis.mjs),
 * so shared state is tested where production keeps it. Each prefix is new: test files and apps
 * share one server without seeing each other's keys.
 */
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL;

export function freshRedisPrefix(): string {
  return `test:${randomBytes(6).toString('hex')}:`;
}

/** What createTestApp adds to an app's environment: Redis under a new prefix, when there is one. */
export function testRedisEnv(prefix = freshRedisPrefix()): Record<string, string> {
  return TEST_REDIS_URL ? { REDIS_URL: TEST_REDIS_URL, REDIS_KEY_PREFIX: prefix } : {};
}

/** Clients under fresh prefixes, or undefined without TEST_REDIS_URL; `quit` closes them all. */
export function testRedisClients(): { create(): Redis; quit(): Promise<void> } | undefined {
  const url = TEST_REDIS_URL;
  if (!url) return undefined;
  const clients: Redis[] = [];
  return {
    create() {
      const client = new Redis(url, { keyPrefix: freshRedisPrefix(), maxRetriesPerRequest: 1 });
      clients.push(client);
      return client;
    },
    quit: async () => {
      await Promise.all(clients.map((client) => client.quit()));
    },
  };
}
