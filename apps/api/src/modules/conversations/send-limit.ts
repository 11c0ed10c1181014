import type { Redis } from 'ioredis';
import { tooManyRequests } from '@marketplace/contract';
import { MemoryFailureCounter, RedisFailureCounter, type FailureCounter } from '../../lib/failure-counter';
import { TooManyRequestsError } from '../../lib/http-error';

// How fast one account may write (issue 37): 20 messages a minute and 200 an hour, whatever the
// address it writes from, counted where every API process sees it (Redis when configured).

export const SEND_LIMITS = [
  { max: 20, windowMs: 60_000 },
  { max: 200, windowMs: 60 * 60_000 },
] as const;

export class SendLimit {
  private readonly counters: { max: number; counter: FailureCounter }[];

  constructor(
    redis: Redis | undefined,
    private readonly now: () => number = () => Date.now(),
  ) {
    this.counters = SEND_LIMITS.map(({ max, windowMs }, index) => ({
      max,
      counter: redis
        ? new RedisFailureCounter(redis, `message-send:${index}:`, windowMs, now)
        : new MemoryFailureCounter(windowMs, now),
    }));
  }

  /** 429, with the time to wait in the global limiter's words, when `userId` has written enough. */
  async check(userId: string): Promise<void> {
    for (const { max, counter } of this.counters) {
      const record = await counter.get(userId);
      if (record && record.count >= max) {
        const seconds = Math.max(1, Math.ceil((record.resetAt - this.now()) / 1000));
        throw new TooManyRequestsError(tooManyRequests(seconds), seconds);
      }
    }
  }

  async record(userId: string): Promise<void> {
    await Promise.all(this.counters.map(({ counter }) => counter.recordFailure(userId)));
  }
}
