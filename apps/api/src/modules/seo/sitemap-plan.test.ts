import { describe, expect, it } from 'vitest';
import { keptFor } from './sitemap-plan';

describe('keptFor', () => {
  it('keeps an answer, gives it while a fresh one loads, and waits only once it is too old', async () => {
    let clock = 0;
    let loads = 0;
    let release: (() => void) | undefined;
    const read = keptFor(
      1000,
      async () => {
        loads += 1;
        if (loads > 1) await new Promise<void>((resolve) => (release = resolve));
        return loads;
      },
      () => clock,
    );
    // Callers arriving together share one load.
    expect(await Promise.all([read(), read()])).toEqual([1, 1]);
    clock = 999;
    expect(await read()).toBe(1);
    // Expired: still the kept answer, while one load runs behind it.
    clock = 1000;
    expect(await read()).toBe(1);
    expect(await read()).toBe(1);
    expect(loads).toBe(2);
    release!();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(await read()).toBe(2);
    // Twice the time without a request: the caller waits for a fresh answer.
    clock = 1000 + 2000;
    const waiting = read();
    await new Promise((resolve) => setTimeout(resolve, 0));
    release!();
    expect(await waiting).toBe(3);
  });

  it('forgets a failed load: the next caller tries again', async () => {
    let fail = true;
    const read = keptFor(1000, async () => {
      if (fail) throw new Error('database down');
      return 'plan';
    });
    await expect(read()).rejects.toThrow('database down');
    fail = false;
    expect(await read()).toBe('plan');
  });
});
