import { FailureLimiter } from '../../lib/failure-limiter';
import { sourceOf } from '../../lib/source-address';

/**
 * What sign-in asks before checking a password and reports after. `source` is the client address
 * (`request.ip`). Asynchronous so that a store shared by all API processes (Redis, issue 20) can
 * stand behind it; today's implementation keeps the counts in the process.
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
  /** Per counter: addresses and made-up accounts can be rotated, memory cannot grow with them. */
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
export class MemorySignInThrottle implements SignInThrottle {
  private readonly pairs: FailureLimiter;
  private readonly accounts: FailureLimiter;

  constructor(
    private readonly limits: SignInThrottleLimits = SIGN_IN_LIMITS,
    private readonly now: () => number = Date.now,
  ) {
    this.pairs = new FailureLimiter(limits.pairFailures, limits.pairWindowMs, now, limits.maxKeys);
    this.accounts = new FailureLimiter(Number.POSITIVE_INFINITY, limits.accountWindowMs, now, limits.maxKeys);
  }

  async retryAfterSeconds(account: string, source: string | undefined): Promise<number> {
    const key = pairKey(account, source);
    const pair = this.pairs.get(key);
    if (!pair) return 0;
    let waitMs = this.pairs.blockedForMs(key);
    const accountFailures = this.accounts.get(account)?.count ?? 0;
    if (accountFailures >= this.limits.accountFailures) {
      const doublings = accountFailures - this.limits.accountFailures;
      const backOffMs = Math.min(this.limits.backOffBaseMs * 2 ** doublings, this.limits.backOffMaxMs);
      waitMs = Math.max(waitMs, pair.lastAt + backOffMs - this.now());
    }
    return waitMs > 0 ? Math.ceil(waitMs / 1000) : 0;
  }

  async recordFailure(account: string, source: string | undefined): Promise<void> {
    this.pairs.recordFailure(pairKey(account, source));
    this.accounts.recordFailure(account);
  }

  /** Clears this pair only: the owner signing in does not wipe the count of machines guessing. */
  async recordSuccess(account: string, source: string | undefined): Promise<void> {
    this.pairs.reset(pairKey(account, source));
  }

  /** Keys held per counter (for tests of the memory bound). */
  get size(): { pairs: number; accounts: number } {
    return { pairs: this.pairs.size, accounts: this.accounts.size };
  }
}

// The source never holds a line break, so the last one splits the key: no two pairs share one.
const pairKey = (account: string, source: string | undefined) => `${account}\n${sourceOf(source)}`;
