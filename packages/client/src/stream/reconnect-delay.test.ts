import { describe, expect, it } from 'vitest';
import { reconnectDelay, STREAM_RETRY_BASE_MS, STREAM_RETRY_MAX_MS } from './reconnect-delay';

describe('reconnectDelay', () => {
  it('doubles from the server’s 3 s retry up to a minute', () => {
    const top = () => 1;
    expect([0, 1, 2, 3, 4, 5, 10].map((attempt) => reconnectDelay(attempt, top))).toEqual([
      3_000,
      6_000,
      12_000,
      24_000,
      48_000,
      STREAM_RETRY_MAX_MS,
      STREAM_RETRY_MAX_MS,
    ]);
  });

  it('spreads each wait over its upper half, so tabs do not return together', () => {
    expect(reconnectDelay(0, () => 0)).toBe(STREAM_RETRY_BASE_MS / 2);
    expect(reconnectDelay(0, () => 0.5)).toBe(2_250);
  });
});
