/**
 * Counts failures per key (e.g. an account's e-mail) in a time window. The per-IP route limit
 * stops one machine; this stops many machines guessing one account's password. In memory: each
 * API process counts on its own, which bounds guesses per process (see docs/decisions.md).
 */
export class FailureLimiter {
  private readonly failures = new Map<string, { count: number; resetAt: number }>();

  constructor(
    private readonly maxFailures: number,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  isBlocked(key: string): boolean {
    const entry = this.failures.get(key);
    if (!entry) return false;
    if (entry.resetAt <= this.now()) {
      this.failures.delete(key);
      return false;
    }
    return entry.count >= this.maxFailures;
  }

  recordFailure(key: string): void {
    const now = this.now();
    const entry = this.failures.get(key);
    if (entry && entry.resetAt > now) entry.count += 1;
    else this.failures.set(key, { count: 1, resetAt: now + this.windowMs });
    if (this.failures.size > 10_000) this.prune(now);
  }

  reset(key: string): void {
    this.failures.delete(key);
  }

  private prune(now: number): void {
    for (const [key, entry] of this.failures) if (entry.resetAt <= now) this.failures.delete(key);
  }
}
