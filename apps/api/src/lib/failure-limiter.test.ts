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
