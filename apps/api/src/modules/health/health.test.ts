import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/test-app';
import { userWithToken } from '../service-items/testing';

describe('GET /api/health', () => {
  it('answers 503 degraded when the database is gone, also to a caller who sends a token', async () => {
    const t = await createTestApp();
    try {
      const signedIn = await userWithToken(t.app, 'customer');
      const up = await t.app.inject({ method: 'GET', url: '/api/health', headers: signedIn.headers });
      expect(up.statusCode).toBe(200);
      expect(up.json()).toMatchObject({ Status: 'ok', Database: 'up' });

      await t.testDb.handle.close();
      for (const headers of [{}, signedIn.headers]) {
        const down = await t.app.inject({ method: 'GET', url: '/api/health', headers });
        expect(down.statusCode).toBe(503);
        expect(down.json()).toMatchObject({ Status: 'degraded', Database: 'down' });
      }
    } finally {
      await t.close();
    }
  });
});
