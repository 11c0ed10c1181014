import type { Redis } from 'ioredis';
import { briefOutage } from './http-error';

/** The failures of one key within its window. */
export interface FailureRecord {
  count: number;
  /** When the last failure happened (ms since the epoch). */
  lastAt: number;
  /** When the window that began with the first failure ends and the count is forgotten. */
  resetAt: number;
}

/**
 * Failures per key in a fixed window that starts with the key's first failure, kept where every
 * process that must agree on them can see them: in the process (one API process, the embedded
 * default) or in Redis (several processes, REDIS_URL).
 */
export interface FailureCounter {
  /** The key's failures in its current window, or undefined when it has none. */
  get(key: string): Promise<Readonly<FailureRecord> | undefined>;
  recordFailure(key: string): Promise<void>;
  reset(key: string): Promise<void>;
}

/**
 * The in-process counter. At most `maxKeys` keys are kept, so rotating through addresses or
 * made-up accounts cannot grow it without bound: past that, the keys whose windows end first go.
 */
export class MemoryFailureCounter implements FailureCounter {
  // A Map iterates in insertion order, and a key is (re)inserted only when its window starts:
  // with one window length for all, the first entries are always the ones that expire first.
  private readonly failures = new Map<string, FailureRecord>();

  constructor(
    private readonly windowMs: number,
    private readonly now: () => number = () => Date.now(),
    private readonly maxKeys = 50_000,
  ) {}

  async get(key: string): Promise<Readonly<FailureRecord> | undefined> {
    return this.live(key);
  }

  async recordFailure(key: string): Promise<void> {
    const now = this.now();
    const entry = this.live(key);
    if (entry) {
      entry.count += 1;
      entry.lastAt = now;
      return;
    }
    this.failures.set(key, { count: 1, lastAt: now, resetAt: now + this.windowMs });
    this.evict(now);
  }

  async reset(key: string): Promise<void> {
    this.failures.delete(key);
  }

  /** How many keys are held (for tests of the bound). */
  get size(): number {
    return this.failures.size;
  }

  private live(key: string): FailureRecord | undefined {
    const entry = this.failures.get(key);
    if (entry && entry.resetAt <= this.now()) {
      this.failures.delete(key);
      return undefined;
    }
    return entry;
  }

  /** Drops expired keys from the front, and the oldest live ones while over `maxKeys`. */
  private evict(now: number): void {
    for (const [key, entry] of this.failures) {
      if (entry.resetAt > now && this.failures.size <= this.maxKeys) break;
      this.failures.delete(key);
    }
  }
}

// One round trip, atomic across processes: a window that has ended (by the caller's clock, which
// tests move) starts again at 1. Redis expires the hash a window after it began, so keys made up
// by an attacker cost memory for one window only.
const RECORD_FAILURE = `
local now = tonumber(ARGV[1])
local window = tonumber(ARGV[2])
local resetAt = tonumber(redis.call('HGET', KEYS[1], 'resetAt') or '0')
if resetAt <= now then
  redis.call('DEL', KEYS[1])
  redis.call('HSET', KEYS[1], 'count', 1, 'lastAt', now, 'resetAt', now + window)
  redis.call('PEXPIRE', KEYS[1], window)
  return 1
end
redis.call('HINCRBY', KEYS[1], 'count', 1)
redis.call('HSET', KEYS[1], 'lastAt', now)
return 1
`;

/** The shared counter: one Redis hash per key, `<namespace><key>` under the client's key prefix. */
export class RedisFailureCounter implements FailureCounter {
  constructor(
    private readonly redis: Redis,
    private readonly namespace: string,
    private readonly windowMs: number,
    private readonly now: () => number = () => Date.now(),
  ) {}

  async get(key: string): Promise<FailureRecord | undefined> {
    const [count, lastAt, resetAt] = await this.call(() =>
      this.redis.hmget(this.namespace + key, 'count', 'lastAt', 'resetAt'),
    );
    if (count == null || lastAt == null || resetAt == null) return undefined;
    const record = { count: Number(count), lastAt: Number(lastAt), resetAt: Number(resetAt) };
    return record.resetAt > this.now() ? record : undefined;
  }

  async recordFailure(key: string): Promise<void> {
    await this.call(() => this.redis.eval(RECORD_FAILURE, 1, this.namespace + key, this.now(), this.windowMs));
  }

  async reset(key: string): Promise<void> {
    await this.call(() => this.redis.del(this.namespace + key));
  }

  /** Redis not answering is an outage to report (503), not a reason to let every guess through. */
  private async call<T>(command: () => Promise<T>): Promise<T> {
    try {
      return await command();
    } catch {
      throw briefOutage();
    }
  }
}
