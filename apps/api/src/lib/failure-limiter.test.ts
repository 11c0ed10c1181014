import { describe, expect, it } from 'vitest';
import { FailureLimiter } from './failure-limiter';

describe('FailureLimiter', () => {
  it('blocks a key after the allowed failures until the window passes', () => {
    let now = 0;
    const limiter = new FailureLimiter(3, 1000, () => now);
    for (let i = 0; i < 3; i++) {
      expect(limiter.isBlocked('a')).toBe(false);
      limiter.recordFailure('a');
    }
    expect(limiter.isBlocked('a')).toBe(true);
    expect(limiter.isBlocked('b')).toBe(false);
    now = 1000;
    expect(limiter.isBlocked('a')).toBe(false);
  });

  it('forgets failures after a success', () => {
    const limiter = new FailureLimiter(2, 1000, () => 0);
    limiter.recordFailure('a');
    limiter.recordFailure('a');
    limiter.reset('a');
    expect(limiter.isBlocked('a')).toBe(false);
  });
});

describe('FailureLimiter bounds', () => {
  it('says how long a key stays blocked and when its last failure was', () => {
    let now = 0;
    const limiter = new FailureLimiter(2, 1000, () => now);
    limiter.recordFailure('a');
    now = 300;
    expect(limiter.recordFailure('a')).toEqual({ count: 2, lastAt: 300, resetAt: 1000 });
    expect(limiter.blockedForMs('a')).toBe(700);
    expect(limiter.blockedForMs('b')).toBe(0);
  });

  it('keeps at most maxKeys keys, dropping the ones whose windows end first', () => {
    let now = 0;
    const limiter = new FailureLimiter(1, 1000, () => now, 100);
    for (let i = 0; i < 1000; i++) {
      now = i;
      limiter.recordFailure(`attacker-${i}`);
    }
    expect(limiter.size).toBe(100);
    expect(limiter.isBlocked('attacker-999')).toBe(true);
    expect(limiter.isBlocked('attacker-0')).toBe(false);
  });

  it('drops expired keys as new ones arrive', () => {
    let now = 0;
    const limiter = new FailureLimiter(1, 1000, () => now, 100);
    for (let i = 0; i < 50; i++) limiter.recordFailure(`old-${i}`);
    now = 1000;
    limiter.recordFailure('new');
    expect(limiter.size).toBe(1);
  });
});
