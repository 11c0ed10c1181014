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

const admitted = { admitted: true };

describe('StockGate', () => {
  it('lets in every checkout the stock as read covers, beside those in flight', async () => {
    const gate = new StockGate();
    expect(await gate.enter([claim('a', 2, 3)])).toEqual(admitted);
    expect(await gate.enter([claim('a', 1, 3)])).toEqual(admitted);
    // Another listing is not held up by the first one's rush.
    expect(await gate.enter([claim('b', 5, 5)])).toEqual(admitted);
  });

  it('holds a checkout the stock cannot cover until nothing of that listing is in flight', async () => {
    const gate = new StockGate();
    const first = [claim('a', 1, 2)];
    const second = [claim('a', 1, 2)];
    expect(await gate.enter(first)).toEqual(admitted);
    expect(await gate.enter(second)).toEqual(admitted);
    const third = gate.enter([claim('a', 1, 2)]);
    expect(await settled(third)).toBe(false);
    gate.leave(first, new Map([['a', 1]]));
    expect(await settled(third)).toBe(false);
    gate.leave(second, new Map([['a', 0]]));
    // Both committed: told the lowest stock they left (the last commit), so it is refused unread.
    expect(await third).toEqual({ admitted: false, serviceItemId: 'a', stockLeft: 0 });
    // The rush is over: the next checkout starts afresh.
    expect(await gate.enter([claim('a', 1, 2)])).toEqual(admitted);
  });

  it('sends a held checkout to read again when a checkout of the rush did not commit', async () => {
    const gate = new StockGate();
    const winner = [claim('a', 1, 2)];
    const loser = [claim('a', 1, 2)];
    expect(await gate.enter(winner)).toEqual(admitted);
    expect(await gate.enter(loser)).toEqual(admitted);
    const held = gate.enter([claim('a', 1, 2)]);
    gate.leave(loser); // rolled back: its unit is back in stock
    gate.leave(winner, new Map([['a', 1]]));
    expect(await held).toEqual({ admitted: false, serviceItemId: 'a', stockLeft: null });
  });

  it('holds a cart as a whole: one listing short keeps its other lines out of flight too', async () => {
    const gate = new StockGate();
    const rush = [claim('a', 1, 1)];
    expect(await gate.enter(rush)).toEqual(admitted);
    const mixed = gate.enter([claim('b', 1, 9), claim('a', 1, 1)]);
    // 'b' is not taken while the cart waits: 9 units are still there for someone else.
    expect(await gate.enter([claim('b', 9, 9)])).toEqual(admitted);
    gate.leave(rush, new Map([['a', 0]]));
    expect(await mixed).toEqual({ admitted: false, serviceItemId: 'a', stockLeft: 0 });
  });
});
