import { describe, expect, it } from 'vitest';
import { StockGate, type StockClaim } from './stock-gate';

const claim = (serviceItemId: string, quantity: number, stockLeft: number): StockClaim => ({
  serviceItemId,
  quantity,
  stockLeft,
});

/** Whether `promise` has settled after the pending microtasks ran. */
async function settled(promise: Promise<unknown>): Promise<boolean> {
  let done = false;
  void promise.then(() => (done = true));
  await new Promise((resolve) => setImmediate(resolve));
  return done;
}

describe('StockGate', () => {
  it('lets in every checkout the stock as read covers, beside those in flight', async () => {
    const gate = new StockGate();
    expect(await gate.enter([claim('a', 2, 3)])).toBe(true);
    expect(await gate.enter([claim('a', 1, 3)])).toBe(true);
    // Another listing is not held up by the first one's rush.
    expect(await gate.enter([claim('b', 5, 5)])).toBe(true);
  });

  it('holds a checkout the stock cannot cover until nothing of that listing is in flight', async () => {
    const gate = new StockGate();
    const first = [claim('a', 1, 2)];
    const second = [claim('a', 1, 2)];
    expect(await gate.enter(first)).toBe(true);
    expect(await gate.enter(second)).toBe(true);
    const third = gate.enter([claim('a', 1, 2)]);
    expect(await settled(third)).toBe(false);
    gate.leave(first);
    expect(await settled(third)).toBe(false);
    gate.leave(second);
    // Released to read the cart again (the stock it read is out of date), not let in.
    expect(await third).toBe(false);
    expect(await gate.enter([claim('a', 1, 2)])).toBe(true);
  });

  it('holds a cart as a whole: one listing short keeps its other lines out of flight too', async () => {
    const gate = new StockGate();
    const rush = [claim('a', 1, 1)];
    expect(await gate.enter(rush)).toBe(true);
    const mixed = gate.enter([claim('b', 1, 9), claim('a', 1, 1)]);
    // 'b' is not taken while the cart waits: 9 units are still there for someone else.
    expect(await gate.enter([claim('b', 9, 9)])).toBe(true);
    gate.leave(rush);
    expect(await mixed).toBe(false);
  });
});
