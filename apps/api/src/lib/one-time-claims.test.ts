import { afterAll, describe, expect, it } from 'vitest';
import { testRedisClients } from '../../test/test-redis';
import { MemoryOneTimeClaims, RedisOneTimeClaims, type OneTimeClaims } from './one-time-claims';

const redis = testRedisClients();
afterAll(() => redis?.quit());

type Clock = { now: number };
const stores: [string, (clock: Clock) => OneTimeClaims][] = [
  ['in the process', (clock) => new MemoryOneTimeClaims(() => clock.now)],
];
if (redis) stores.push(['in Redis', (clock) => new RedisOneTimeClaims(redis.create(), 'claims:', () => clock.now)]);

describe.each(stores)('one-time claims kept %s', (_where, create) => {
  it('lets an id be claimed once, and other ids still', async () => {
    const clock = { now: Date.now() };
    const claims = create(clock);
    expect(await claims.claim('ticket-1', clock.now + 60_000)).toBe(true);
    expect(await claims.claim('ticket-1', clock.now + 60_000)).toBe(false);
    expect(await claims.claim('ticket-2', clock.now + 60_000)).toBe(true);
  });

  it('lets one of many simultaneous claims of an id win', async () => {
    const clock = { now: Date.now() };
    const claims = create(clock);
    const results = await Promise.all(Array.from({ length: 20 }, () => claims.claim('raced', clock.now + 60_000)));
    expect(results.filter(Boolean)).toHaveLength(1);
  });
});

describe('one-time claims in the process', () => {
  it('forgets ids once they expired, so memory does not grow with every ticket', async () => {
    const clock = { now: 0 };
    const claims = new MemoryOneTimeClaims(() => clock.now);
    expect(await claims.claim('old', 1000)).toBe(true);
    clock.now = 2000;
    // The old id is gone: were it claimed again (its ticket has expired, so it cannot be), it would pass.
    expect(await claims.claim('old', 3000)).toBe(true);
  });
});
