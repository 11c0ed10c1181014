import type { Redis } from 'ioredis';
import { MemoryFailureCounter, RedisFailureCounter, type FailureCounter } from '../../lib/failure-counter';
import { sourceOf } from '../../lib/source-address';

/**
 * What sign-in asks before checking a password and reports after. `source` is the client address
 * (`request.ip`). The counts live in the process, or in Redis when several API processes must
 * agree on them (REDIS_URL).
 */
export interface SignInThrottle {
  /** Whole seconds `account` must wait before trying again from `source`; 0 when it may try now. */
  retryAfterSeconds(account: string, source: string | undefined): Promise<number>;
  recordFailure(account: string, source: string | undefined): Promise<void>;
  recordSuccess(account: string, source: string | undefined): Promise<void>;
}

export interface SignInThrottleLimits {
  /** Wrong passwords for one account from one source before that pair waits out the window. */
  pairFailures: number;
  pairWindowMs: number;
  /** Wrong passwords for one account from anywhere before every source that failed backs off. */
  accountFailures: number;
  accountWindowMs: number;
  /** The back-off doubles with each failure past `accountFailures`, from this up to the maximum. */
  backOffBaseMs: number;
  backOffMaxMs: number;
  /**
   * Per in-process counter: addresses and made-up accounts can be rotated, memory cannot grow
   * with them (in Redis each key expires with its window instead).
   */
  maxKeys: number;
}

const MINUTE = 60_000;
export const SIGN_IN_LIMITS: SignInThrottleLimits = {
  pairFailures: 5,
  pairWindowMs: 15 * MINUTE,
  accountFailures: 10,
  accountWindowMs: 60 * MINUTE,
  backOffBaseMs: 1000,
  backOffMaxMs: 15 * MINUTE,
  maxKeys: 50_000,
};

/**
 * Throttles guessing without handing anyone a way to lock the owner out:
 * - an account and a source together get `pairFailures` wrong passwords, then that pair waits
 *   until its window ends;
 * - once the account has `accountFailures` wrong passwords from anywhere (many machines guessing),
 *   every source that has failed for it waits a back-off that doubles with each further failure;
 * - a source that has not failed for the account is never held back: it may be the owner, and a
 *   correct password from it always gets through. An attacker gets one guess per fresh source.
 */
export class CountingSignInThrottle implements SignInThrottle {
  constructor(
    private readonly counters: { pairs: FailureCounter; accounts: FailureCounter },
    private readonly limits: SignInThrottleLimits = SIGN_IN_LIMITS,
    private readonly now: () => number = Date.now,
  ) {}

  async retryAfterSeconds(account: string, source: string | undefined): Promise<number> {
    const [pair, accountFailures] = await Promise.all([
      this.counters.pairs.get(pairKey(account, source)),
      this.counters.accounts.get(account),
    ]);
    if (!pair) return 0;
    const now = this.now();
    let waitMs = pair.count >= this.limits.pairFailures ? pair.resetAt - now : 0;
    const failures = accountFailures?.count ?? 0;
    if (failures >= this.limits.accountFailures) {
      const doublings = failures - this.limits.accountFailures;
      const backOffMs = Math.min(this.limits.backOffBaseMs * 2 ** doublings, this.limits.backOffMaxMs);
      waitMs = Math.max(waitMs, pair.lastAt + backOffMs - now);
    }
    return waitMs > 0 ? Math.ceil(waitMs / 1000) : 0;
  }

  async recordFailure(account: string, source: string | undefined): Promise<void> {
    await Promise.all([
      this.counters.pairs.recordFailure(pairKey(account, source)),
      this.counters.accounts.recordFailure(account),
    ]);
  }

  /** Clears this pair only: the owner signing in does not wipe the count of machines guessing. */
  async recordSuccess(account: string, source: string | undefined): Promise<void> {
    await this.counters.pairs.reset(pairKey(account, source));
  }
}

/** Counts in this process: right for one API process (the embedded default). */
export function memorySignInThrottle(limits = SIGN_IN_LIMITS, now: () => number = Date.now) {
  const pairs = new MemoryFailureCounter(limits.pairWindowMs, now, limits.maxKeys);
  const accounts = new MemoryFailureCounter(limits.accountWindowMs, now, limits.maxKeys);
  return Object.assign(new CountingSignInThrottle({ pairs, accounts }, limits, now), {
    /** Keys held per counter (for tests of the memory bound). */
    size: () => ({ pairs: pairs.size, accounts: accounts.size }),
  });
}

/** Counts in Redis, so a guesser spreading tries over the API processes meets one count. */
export function redisSignInThrottle(redis: Redis, limits = SIGN_IN_LIMITS, now: () => number = Date.now) {
  const pairs = new RedisFailureCounter(redis, 'sign-in:pair:', limits.pairWindowMs, now);
  const accounts = new RedisFailureCounter(redis, 'sign-in:account:', limits.accountWindowMs, now);
  return new CountingSignInThrottle({ pairs, accounts }, limits, now);
}

// The source never holds a line break, so the last one splits the key: no two pairs share one.
const pairKey = (account: string, source: string | undefined) => `${account}\n${sourceOf(source)}`;
