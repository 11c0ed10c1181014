import type { Redis } from 'ioredis';
import {
  MemoryFailureCounter,
  RedisFailureCounter,
  type FailureCounter,
  type FailureRecord,
} from '../../lib/failure-counter';
import { sourceOf } from '../../lib/source-address';

/**
 * What sign-in asks before checking a password and reports after. `source` is the client address
 * (`request.ip`). The counts live in the process, or in Redis when several API processes must
 * agree on them (REDIS_URL).
 */
export interface SignInThrottle {
  /**
   * Whole seconds `account` must wait before trying again from `source`, or from the browser whose
   * device cookie for the account names `device`; 0 when it may try now.
   */
  retryAfterSeconds(account: string, source: string | undefined, device?: string): Promise<number>;
  /** Whether devices new to `account` are held back, from every address (many have failed). */
  newDevicesHeldBack(account: string): Promise<boolean>;
  recordFailure(account: string, source: string | undefined, device?: string): Promise<void>;
  recordSuccess(account: string, source: string | undefined, device?: string): Promise<void>;
}

export interface SignInThrottleLimits {
  /**
   * Wrong passwords for one account from one source (or from one known device) before that pair
   * waits out the window.
   */
  pairFailures: number;
  pairWindowMs: number;
  /** Wrong passwords for one account from new devices before every new device backs off. */
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
 * Throttles guessing without handing anyone a way to lock the owner out, after OWASP's device
 * cookies ("Slow Down Online Guessing Attacks with Device Cookies"): a browser that has signed in
 * to an account carries a signed cookie saying so (device-cookies.ts), and
 * - a known device is judged by its own failures only: `pairFailures` wrong passwords, then it
 *   waits until its window ends (a stolen cookie buys no more guesses than an address);
 * - a new device and its address together get `pairFailures` wrong passwords, then that pair waits
 *   until its window ends;
 * - once the account has `accountFailures` wrong passwords from new devices (many machines
 *   guessing, each from a fresh address), every new device, from any address, waits a back-off
 *   from the account's last failure that doubles with each further failure: one guess per
 *   back-off for the whole botnet, while the owner's known devices sign in as usual. The owner on
 *   a new device is told so and can wait, or reset the password: the mailed link makes the
 *   browser a known device.
 */
export class CountingSignInThrottle implements SignInThrottle {
  constructor(
    private readonly counters: { pairs: FailureCounter; accounts: FailureCounter },
    private readonly limits: SignInThrottleLimits = SIGN_IN_LIMITS,
    private readonly now: () => number = () => Date.now(),
  ) {}

  async retryAfterSeconds(account: string, source: string | undefined, device?: string): Promise<number> {
    const now = this.now();
    if (device) {
      const own = await this.counters.pairs.get(deviceKey(account, device));
      return own && own.count >= this.limits.pairFailures ? seconds(own.resetAt - now) : 0;
    }
    const [pair, accountFailures] = await Promise.all([
      this.counters.pairs.get(pairKey(account, source)),
      this.counters.accounts.get(account),
    ]);
    let waitMs = pair && pair.count >= this.limits.pairFailures ? pair.resetAt - now : 0;
    if (accountFailures) waitMs = Math.max(waitMs, this.backOffMs(accountFailures, now));
    return seconds(waitMs);
  }

  async newDevicesHeldBack(account: string): Promise<boolean> {
    const accountFailures = await this.counters.accounts.get(account);
    return accountFailures !== undefined && this.backOffMs(accountFailures, this.now()) > 0;
  }

  async recordFailure(account: string, source: string | undefined, device?: string): Promise<void> {
    if (device) return this.counters.pairs.recordFailure(deviceKey(account, device));
    await Promise.all([
      this.counters.pairs.recordFailure(pairKey(account, source)),
      this.counters.accounts.recordFailure(account),
    ]);
  }

  /** Clears this pair only: the owner signing in does not wipe the count of machines guessing. */
  async recordSuccess(account: string, source: string | undefined, device?: string): Promise<void> {
    await this.counters.pairs.reset(device ? deviceKey(account, device) : pairKey(account, source));
  }

  /** How long from `now` new devices must wait, given the account's failures from new devices. */
  private backOffMs(failures: Readonly<FailureRecord>, now: number): number {
    if (failures.count < this.limits.accountFailures) return 0;
    const doublings = failures.count - this.limits.accountFailures;
    return failures.lastAt + Math.min(this.limits.backOffBaseMs * 2 ** doublings, this.limits.backOffMaxMs) - now;
  }
}

const seconds = (ms: number) => (ms > 0 ? Math.ceil(ms / 1000) : 0);

/** Counts in this process: right for one API process (the embedded default). */
export function memorySignInThrottle(limits = SIGN_IN_LIMITS, now: () => number = () => Date.now()) {
  const pairs = new MemoryFailureCounter(limits.pairWindowMs, now, limits.maxKeys);
  const accounts = new MemoryFailureCounter(limits.accountWindowMs, now, limits.maxKeys);
  return Object.assign(new CountingSignInThrottle({ pairs, accounts }, limits, now), {
    /** Keys held per counter (for tests of the memory bound). */
    size: () => ({ pairs: pairs.size, accounts: accounts.size }),
  });
}

/** Counts in Redis, so a guesser spreading tries over the API processes meets one count. */
export function redisSignInThrottle(redis: Redis, limits = SIGN_IN_LIMITS, now: () => number = () => Date.now()) {
  const pairs = new RedisFailureCounter(redis, 'sign-in:pair:', limits.pairWindowMs, now);
  const accounts = new RedisFailureCounter(redis, 'sign-in:account:', limits.accountWindowMs, now);
  return new CountingSignInThrottle({ pairs, accounts }, limits, now);
}

// The source never holds a line break, so the last one splits the key: no two pairs share one.
const pairKey = (account: string, source: string | undefined) => `${account}\n${sourceOf(source)}`;
// A device's nonce is base64url (device-cookies.ts), so it never looks like an address.
const deviceKey = (account: string, device: string) => `${account}\ndevice:${device}`;
