import { afterAll, beforeAll, expect, it } from 'vitest';
import { freePort } from '../../../../scripts/free-port.mjs';
import { createTestDatabase, type TestDatabase } from '../../test/test-database';
import { buildApp } from '../app';
import { loadConfig } from '../config/config';

let testDb: TestDatabase;
beforeAll(async () => {
  testDb = await createTestDatabase();
});
afterAll(() => testDb.close());

it('does not start when REDIS_URL is set and nothing answers there', async () => {
  const config = loadConfig({
    REDIS_URL: `redis://127.0.0.1:${await freePort()}`,
    LOG_LEVEL: 'silent',
    JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-signing',
  });
  const started = Date.now();
  await expect(buildApp({ config, database: testDb.handle })).rejects.toThrow(/Cannot reach Redis at REDIS_URL/);
  // A wrong address fails the start at once instead of retrying for ever.
  expect(Date.now() - started).toBeLessThan(5000);
});
