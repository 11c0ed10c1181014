import { afterAll, describe, expect, it } from 'vitest';
import { testRedisClients } from '../../../test/test-redis';
import {
  memorySignInThrottle,
  redisSignInThrottle,
  SIGN_IN_LIMITS,
  type SignInThrottle,
  type SignInThrottleLimits,
} from './sign-in-throttle';

const MINUTE = 60_000;
// Starts well after the epoch: a Redis window is kept for its length from the real now.
const START = 1_800_000_000_000;

const redis = testRedisClients();
afterAll(() => redis?.quit());

type Clock = { now: number };
type Create = (limits: SignInThrottleLimits, clock: Clock) => SignInThrottle;
const stores: [string, Create][] = [
  ['in the process', (limits, clock) => memorySignInThrottle(limits, () => clock.now)],
];
// Each throttle gets a client under a prefix of its own: a new, empty store, as in memory.
if (redis) stores.push(['in Redis', (limits, clock) => redisSignInThrottle(redis.create(), limits, () => clock.now)]);

async function fail(throttle: SignInThrottle, account: string, source: string, times = 1) {
  for (let i = 0; i < times; i++) await throttle.recordFailure(account, source);
}

describe.each(stores)('sign-in throttle, counting %s', (_where, create) => {
  const throttleAt = (start = START, limits = SIGN_IN_LIMITS) => {
    const clock = { now: start };
    return { clock, throttle: create(limits, clock) };
  };

  it('holds back an account and address pair after five failures, until its window ends', async () => {
    const { clock, throttle } = throttleAt();
    await fail(throttle, 'owner@example.bh', '192.0.2.1', 4);
    expect(await throttle.retryAfterSeconds('owner@example.bh', '192.0.2.1')).toBe(0);
    clock.now = START + 5 * MINUTE;
    await fail(throttle, 'owner@example.bh', '192.0.2.1');
    expect(await throttle.retryAfterSeconds('owner@example.bh', '192.0.2.1')).toBe(10 * 60);
    // The same account from elsewhere, and another account from there, are not held back.
    expect(await throttle.retryAfterSeconds('owner@example.bh', '198.51.100.9')).toBe(0);
    expect(await throttle.retryAfterSeconds('other@example.bh', '192.0.2.1')).toBe(0);
    clock.now = START + 15 * MINUTE;
    expect(await throttle.retryAfterSeconds('owner@example.bh', '192.0.2.1')).toBe(0);
  });

  it('forgets a pair after a success there', async () => {
    const { throttle } = throttleAt();
    await fail(throttle, 'owner@example.bh', '192.0.2.1', 4);
    await throttle.recordSuccess('owner@example.bh', '192.0.2.1');
    await fail(throttle, 'owner@example.bh', '192.0.2.1', 4);
    expect(await throttle.retryAfterSeconds('owner@example.bh', '192.0.2.1')).toBe(0);
  });

  it('backs off every new device once the account fails from many, from any address', async () => {
    const { clock, throttle } = throttleAt();
    for (let i = 1; i <= 9; i++) await fail(throttle, 'owner@example.bh', `203.0.113.${i}`);
    expect(await throttle.retryAfterSeconds('owner@example.bh', '203.0.113.1')).toBe(0);
    expect(await throttle.newDevicesHeldBack('owner@example.bh')).toBe(false);
    await fail(throttle, 'owner@example.bh', '203.0.113.10');
    // Ten failures: 1 s after the account's last failure, doubling from there, for any address.
    expect(await throttle.retryAfterSeconds('owner@example.bh', '203.0.113.10')).toBe(1);
    expect(await throttle.retryAfterSeconds('owner@example.bh', '198.51.100.9')).toBe(1);
    expect(await throttle.newDevicesHeldBack('owner@example.bh')).toBe(true);
    await fail(throttle, 'owner@example.bh', '203.0.113.11');
    await fail(throttle, 'owner@example.bh', '203.0.113.12');
    expect(await throttle.retryAfterSeconds('owner@example.bh', '198.51.100.9')).toBe(4);
    for (let i = 13; i <= 40; i++) await fail(throttle, 'owner@example.bh', `203.0.113.${i}`);
    expect(await throttle.retryAfterSeconds('owner@example.bh', '198.51.100.9')).toBe(15 * 60);
    // A known device of the owner's, and other accounts, are not held back.
    expect(await throttle.retryAfterSeconds('owner@example.bh', '198.51.100.9', 'owners-laptop')).toBe(0);
    expect(await throttle.retryAfterSeconds('other@example.bh', '203.0.113.40')).toBe(0);
    clock.now = START + 15 * MINUTE;
    expect(await throttle.retryAfterSeconds('owner@example.bh', '203.0.113.40')).toBe(0);
  });

  it('judges a known device by its own failures, which do not count against new devices', async () => {
    const { throttle } = throttleAt();
    for (let i = 0; i < 5; i++) await throttle.recordFailure('owner@example.bh', '192.0.2.1', 'stolen-cookie');
    expect(await throttle.retryAfterSeconds('owner@example.bh', '192.0.2.1', 'stolen-cookie')).toBe(15 * 60);
    expect(await throttle.retryAfterSeconds('owner@example.bh', '192.0.2.1', 'owners-laptop')).toBe(0);
    expect(await throttle.retryAfterSeconds('owner@example.bh', '192.0.2.1')).toBe(0);
    expect(await throttle.newDevicesHeldBack('owner@example.bh')).toBe(false);
    await throttle.recordSuccess('owner@example.bh', '192.0.2.1', 'stolen-cookie');
    expect(await throttle.retryAfterSeconds('owner@example.bh', '192.0.2.1', 'stolen-cookie')).toBe(0);
  });

  it('counts an IPv6 /64 as one address', async () => {
    const { throttle } = throttleAt();
    for (let i = 1; i <= 5; i++) await fail(throttle, 'owner@example.bh', `2001:db8:0:1::${i}`);
    expect(await throttle.retryAfterSeconds('owner@example.bh', '2001:db8:0:1::99')).toBeGreaterThan(0);
    expect(await throttle.retryAfterSeconds('owner@example.bh', '2001:db8:0:2::1')).toBe(0);
  });
});

describe('sign-in throttle in the process', () => {
  it('holds a bounded number of keys however many addresses and accounts are tried', async () => {
    const throttle = memorySignInThrottle({ ...SIGN_IN_LIMITS, maxKeys: 500 }, () => 0);
    for (let i = 0; i < 5000; i++)
      await fail(throttle, `user-${i}@example.bh`, `10.${i >> 16}.${(i >> 8) & 255}.${i & 255}`);
    expect(throttle.size()).toEqual({ pairs: 500, accounts: 500 });
  });
});
