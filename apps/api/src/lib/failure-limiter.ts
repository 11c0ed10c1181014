/** The failures of one key within its window. */
export interface FailureRecord {
  count: number;
  /** When the last failure happened (ms since the epoch). */
  lastAt: number;
  /** When the window that began with the first failure ends and the count is forgotten. */
  resetAt: number;
}

/**
 * Counts failures per key (e.g. an account and a client address) in a fixed window that starts
 * with the key's first failure. In memory: each API process counts on its own (see
 * docs/decisions/accounts-and-security.md). At most `maxKeys` keys are kept, so rotating through addresses or made-up
 * accounts cannot grow it without bound: past that, the keys whose windows end first go first.
 */
export class FailureLimiter {
  // A Map iterates in insertion order, and a key is (re)inserted only when its window starts:
  // with one window length for all, the first entries are always the ones that expire first.
  private readonly failures = new Map<string, FailureRecord>();

  constructor(
    private readonly maxFailures: number,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
    private readonly maxKeys = 50_000,
  ) {}

  /** The key's failures in its current window, or undefined when it has none. */
  get(key: string): Readonly<FailureRecord> | undefined {
    return this.live(key);
  }

  private live(key: string): FailureRecord | undefined {
    const entry = this.failures.get(key);
    if (entry && entry.resetAt <= this.now()) {
      this.failures.delete(key);
      return undefined;
    }
    return entry;
  }

  isBlocked(key: string): boolean {
    return this.blockedForMs(key) > 0;
  }

  /** How long the key stays blocked: until its window ends once it reached `maxFailures`. */
  blockedForMs(key: string): number {
    const entry = this.get(key);
    return entry && entry.count >= this.maxFailures ? entry.resetAt - this.now() : 0;
  }

  recordFailure(key: string): Readonly<FailureRecord> {
    const now = this.now();
    const entry = this.live(key);
    if (entry) {
      entry.count += 1;
      entry.lastAt = now;
      return entry;
    }
    const created = { count: 1, lastAt: now, resetAt: now + this.windowMs };
    this.failures.set(key, created);
    this.evict(now);
    return created;
  }

  reset(key: string): void {
    this.failures.delete(key);
  }

  /** How many keys are held (for tests of the bound). */
  get size(): number {
    return this.failures.size;
  }

  /** Drops expired keys from the front, and the oldest live ones while over `maxKeys`. */
  private evict(now: number): void {
    for (const [key, entry] of this.failures) {
      if (entry.resetAt > now && this.failures.size <= this.maxKeys) break;
      this.failures.delete(key);
    }
  }
}
