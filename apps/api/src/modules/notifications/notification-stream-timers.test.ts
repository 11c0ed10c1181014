import { randomUUID } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database';
import type { NotificationHub } from './notification-hub';
import { HEARTBEAT_MS, MAX_STREAM_MS, NotificationStream } from './notification-stream';
import { StreamExtensions } from './stream-extensions';

// The stream's clock: heartbeats keep idle proxies from cutting it, and it ends after 15 minutes.

let testDb: TestDatabase;
beforeAll(async () => {
  testDb = await createTestDatabase();
});
afterAll(async () => {
  await testDb.close();
});

function fakeResponse() {
  const raw = new PassThrough();
  let text = '';
  raw.on('data', (chunk: Buffer) => (text += chunk.toString()));
  return { raw: raw as unknown as ServerResponse, text: () => text, destroyed: () => raw.writableEnded };
}

describe('NotificationStream timers', () => {
  it('sends a heartbeat comment every 25 s and ends after 15 minutes, unsubscribing', async () => {
    const unsubscribe = vi.fn();
    const hub = { subscribe: vi.fn(async () => unsubscribe) } as unknown as NotificationHub;
    const response = fakeResponse();
    const stream = new NotificationStream(response.raw, randomUUID(), {
      db: testDb.db,
      hub,
      log: { warn: vi.fn() } as never,
      extensions: new StreamExtensions(),
    });
    vi.useFakeTimers({ toFake: ['setInterval', 'setTimeout', 'clearTimeout', 'clearInterval'] });
    try {
      await stream.open(() => {});
      await vi.advanceTimersByTimeAsync(HEARTBEAT_MS * 2);
      expect(response.text().match(/^: heartbeat$/gm)).toHaveLength(2);
      expect(response.text()).toContain('retry: 3000');
      await vi.advanceTimersByTimeAsync(MAX_STREAM_MS);
      expect(response.destroyed()).toBe(true);
      expect(unsubscribe).toHaveBeenCalledOnce();
    } finally {
      vi.useRealTimers();
    }
  });
});
