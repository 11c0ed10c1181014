import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { loadConfig, type AppConfig } from '../src/config/config';
import { createTestDatabase, type TestDatabase } from './test-database';
import { testRedisEnv } from './test-redis';

export interface TestApp {
  app: FastifyInstance;
  config: AppConfig;
  testDb: TestDatabase;
  close(): Promise<void>;
}

/**
 * The real application on a database of its own, quiet, with a temporary data folder.
 * `env` overrides configuration exactly as environment variables would.
 */
export async function createTestApp(
  env: Record<string, string> = {},
  /** Registers extra routes (test probes) before the app is sealed. */
  extend?: (app: FastifyInstance) => void | Promise<void>,
): Promise<TestApp> {
  const dataDir = await mkdtemp(join(tmpdir(), 'marketplace-app-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    SEED_ON_EMPTY: 'false',
    STOREFRONT_DIR: join(dataDir, 'no-storefront'),
    BACKOFFICE_DIR: join(dataDir, 'no-backoffice'),
    JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-signing',
    // Tests run the reservation sweep themselves, at the moment they choose.
    RESERVATION_SWEEP_SECONDS: '0',
    MESSAGE_MAIL_SWEEP_SECONDS: '0',
    // On the PostgreSQL pass, limits, throttles and tickets live in Redis, as in production.
    ...testRedisEnv(),
    ...env,
  });
  const testDb = await createTestDatabase();
  const app = await buildApp({ config, database: testDb.handle });
  await extend?.(app);
  await app.ready();
  return {
    app,
    config,
    testDb,
    close: async () => {
      await app.close();
      await testDb.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
