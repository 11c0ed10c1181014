import { describe, expect, it, vi } from 'vitest';
import { DeferredWork } from './deferred-work';

const quietLog = () => ({ error: vi.fn() });

describe('DeferredWork', () => {
  it('starts a task on the next interval, not when the answer goes out, with the others gathered', async () => {
    const work = new DeferredWork(quietLog(), { intervalMs: 200 });
    const started: string[] = [];
    await work.run('first', async () => {
      started.push('first');
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    // The next request would run now: nothing of the first one's work may run beside it.
    expect(started).toEqual([]);
    await work.run('second', async () => {
      started.push('second');
    });
    await vi.waitFor(() => expect(started).toEqual(['first', 'second']), { timeout: 5000 });
    expect(work.size).toBe(0);
  });

  it('starts a task only after the caller has moved on, and idle() waits for it', async () => {
    const work = new DeferredWork(quietLog());
    const order: string[] = [];
    await work.run('first', async () => {
      order.push('task');
    });
    order.push('caller');
    expect(work.size).toBe(1);
    await work.idle();
    expect(order).toEqual(['caller', 'task']);
    expect(work.size).toBe(0);
  });

  it('logs a failed task and keeps going', async () => {
    const log = quietLog();
    const work = new DeferredWork(log);
    await work.run('broken', async () => {
      throw new Error('database gone');
    });
    await work.idle();
    expect(log.error).toHaveBeenCalledWith(expect.objectContaining({ task: 'broken' }), 'deferred task failed');
  });

  it('waits for tasks that tasks start', async () => {
    const work = new DeferredWork(quietLog());
    let inner = false;
    await work.run('outer', () =>
      work.run('inner', async () => {
        inner = true;
      }),
    );
    await work.idle();
    expect(inner).toBe(true);
  });

  it('makes callers wait for their own task once too many are pending', async () => {
    const work = new DeferredWork(quietLog(), { intervalMs: 10, maxPending: 1 });
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    await work.run('slow', () => gate);
    let ran = false;
    await work.run('over the limit', async () => {
      ran = true;
    });
    // Unlike the first test, the caller got control back only after its task had run.
    expect(ran).toBe(true);
    release();
    await work.idle();
    expect(work.size).toBe(0);
  });
});
