import { describe, expect, it } from 'vitest';
import { MemorySignInThrottle, SIGN_IN_LIMITS } from './sign-in-throttle';

const MINUTE = 60_000;

function throttleAt(start = 0, limits = SIGN_IN_LIMITS) {
  const clock = { now: start };
  return { clock, throttle: new MemorySignInThrottle(limits, () => clock.now) };
}

async function fail(throttle: MemorySignInThrottle, account: string, source: string, times = 1) {
  for (let i = 0; i < times; i++) await throttle.recordFailure(account, source);
}

describe('MemorySignInThrottle', () => {
  it('holds back an account and address pair after five failures, until its window ends', async () => {
    const { clock, throttle } = throttleAt();
    await fail(throttle, 'owner@example.bh', '192.0.2.1', 4);
    expect(await throttle.retryAfterSeconds('owner@example.bh', '192.0.2.1')).toBe(0);
    clock.now = 5 * MINUTE;
    await fail(throttle, 'owner@example.bh', '192.0.2.1');
    expect(await throttle.retryAfterSeconds('owner@example.bh', '192.0.2.1')).toBe(10 * 60);
    // The same account from elsewhere, and another account from there, are not held back.
    expect(await throttle.retryAfterSeconds('owner@example.bh', '198.51.100.9')).toBe(0);
    expect(await throttle.retryAfterSeconds('other@example.bh', '192.0.2.1')).toBe(0);
    clock.now = 15 * MINUTE;
    expect(await throttle.retryAfterSeconds('owner@example.bh', '192.0.2.1')).toBe(0);
  });

  it('forgets a pair after a success there', async () => {
    const { throttle } = throttleAt();
    await fail(throttle, 'owner@example.bh', '192.0.2.1', 4);
    await throttle.recordSuccess('owner@example.bh', '192.0.2.1');
    await fail(throttle, 'owner@example.bh', '192.0.2.1', 4);
    expect(await throttle.retryAfterSeconds('owner@example.bh', '192.0.2.1')).toBe(0);
  });

  it('backs off every address that failed once the account fails from many, never a clean one', async () => {
    const { clock, throttle } = throttleAt();
    for (let i = 1; i <= 9; i++) await fail(throttle, 'owner@example.bh', `203.0.113.${i}`);
    expect(await throttle.retryAfterSeconds('owner@example.bh', '203.0.113.1')).toBe(0);
    await fail(throttle, 'owner@example.bh', '203.0.113.10');
    // Ten failures: 1 s after its last failure for an address that failed, doubling from there.
    expect(await throttle.retryAfterSeconds('owner@example.bh', '203.0.113.10')).toBe(1);
    await fail(throttle, 'owner@example.bh', '203.0.113.11');
    await fail(throttle, 'owner@example.bh', '203.0.113.12');
    expect(await throttle.retryAfterSeconds('owner@example.bh', '203.0.113.12')).toBe(4);
    for (let i = 13; i <= 40; i++) await fail(throttle, 'owner@example.bh', `203.0.113.${i}`);
    expect(await throttle.retryAfterSeconds('owner@example.bh', '203.0.113.40')).toBe(15 * 60);
    expect(await throttle.retryAfterSeconds('owner@example.bh', '198.51.100.9')).toBe(0);
    expect(await throttle.retryAfterSeconds('other@example.bh', '203.0.113.40')).toBe(0);
    clock.now = 15 * MINUTE;
    expect(await throttle.retryAfterSeconds('owner@example.bh', '203.0.113.40')).toBe(0);
  });

  it('counts an IPv6 /64 as one address', async () => {
    const { throttle } = throttleAt();
    for (let i = 1; i <= 5; i++) await fail(throttle, 'owner@example.bh', `2001:db8:0:1::${i}`);
    expect(await throttle.retryAfterSeconds('owner@example.bh', '2001:db8:0:1::99')).toBeGreaterThan(0);
    expect(await throttle.retryAfterSeconds('owner@example.bh', '2001:db8:0:2::1')).toBe(0);
  });

  it('holds a bounded number of keys however many addresses and accounts are tried', async () => {
    const { throttle } = throttleAt(0, { ...SIGN_IN_LIMITS, maxKeys: 500 });
    for (let i = 0; i < 5000; i++)
      await fail(throttle, `user-${i}@example.bh`, `10.${i >> 16}.${(i >> 8) & 255}.${i & 255}`);
    expect(throttle.size).toEqual({ pairs: 500, accounts: 500 });
  });
});
