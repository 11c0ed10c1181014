import { describe, expect, it } from 'vitest';
import { MemoryFailureCounter } from './failure-counter';

// The Redis counter's rules are the same; sign-in-throttle.test.ts runs its cases on both stores.
describe('MemoryFailureCounter', () => {
  it('counts a key in a window that starts with its first failure', async () => {
    let now = 0;
    const counter = new MemoryFailureCounter(1000, () => now);
    await counter.recordFailure('a');
    now = 300;
    await counter.recordFailure('a');
    expect(await counter.get('a')).toEqual({ count: 2, lastAt: 300, resetAt: 1000 });
    expect(await counter.get('b')).toBeUndefined();
    now = 1000;
    expect(await counter.get('a')).toBeUndefined();
    await counter.recordFailure('a');
    expect(await counter.get('a')).toEqual({ count: 1, lastAt: 1000, resetAt: 2000 });
  });

  it('forgets a key that is reset', async () => {
    const counter = new MemoryFailureCounter(1000, () => 0);
    await counter.recordFailure('a');
    await counter.reset('a');
    expect(await counter.get('a')).toBeUndefined();
  });

  it('keeps at most maxKeys keys, dropping the ones whose windows end first', async () => {
    let now = 0;
    const counter = new MemoryFailureCounter(1000, () => now, 100);
    for (let i = 0; i < 1000; i++) {
      now = i;
      await counter.recordFailure(`attacker-${i}`);
    }
    expect(counter.size).toBe(100);
    expect(await counter.get('attacker-999')).toBeDefined();
    expect(await counter.get('attacker-0')).toBeUndefined();
  });

  it('drops expired keys as new ones arrive', async () => {
    let now = 0;
    const counter = new MemoryFailureCounter(1000, () => now, 100);
    for (let i = 0; i < 50; i++) await counter.recordFailure(`old-${i}`);
    now = 1000;
    await counter.recordFailure('new');
    expect(counter.size).toBe(1);
  });
});
