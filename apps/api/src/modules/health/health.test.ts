import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/test-app';
import { TEST_REDIS_URL } from '../../../test/test-redis';
import { userWithToken } from '../service-items/testing';

describe('the health checks', () => {
  it('answers readiness 503 degraded when the database is gone, also to a caller with a token; liveness stays 200', async () => {
    const t = await createTestApp();
    try {
      const signedIn = await userWithToken(t.app, 'customer');
      const redis = TEST_REDIS_URL ? 'up' : 'not-configured';
      for (const url of ['/api/health', '/api/health/ready']) {
        const up = await t.app.inject({ method: 'GET', url, headers: signedIn.headers });
        expect(up.statusCode, url).toBe(200);
        expect(up.json()).toMatchObject({ Status: 'ok', Database: 'up', Redis: redis });
      }

      await t.testDb.handle.close();
      for (const headers of [{}, signedIn.headers]) {
        for (const url of ['/api/health', '/api/health/ready']) {
          const down = await t.app.inject({ method: 'GET', url, headers });
          expect(down.statusCode, url).toBe(503);
          expect(down.json()).toMatchObject({ Status: 'degraded', Database: 'down' });
        }
      }
      // Alive all the same: restarting the process would not bring the database back.
      const live = await t.app.inject({ method: 'GET', url: '/api/health/live' });
      expect(live.statusCode).toBe(200);
      expect(live.json()).toMatchObject({ Status: 'ok', Version: expect.any(String) });
    } finally {
      await t.close();
    }
  });

  it.runIf(TEST_REDIS_URL)('answers readiness 503 when Redis does not answer', async () => {
    const t = await createTestApp();
    try {
      t.app.redis!.disconnect();
      const down = await t.app.inject({ method: 'GET', url: '/api/health/ready' });
      expect(down.statusCode).toBe(503);
      expect(down.json()).toMatchObject({ Status: 'degraded', Database: 'up', Redis: 'down' });
      expect((await t.app.inject({ method: 'GET', url: '/api/health/live' })).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });
});
