import { describe, expect, it } from 'vitest';
import { BOOKING_STATUSES, type BookingStatus } from './enums';
import {
  canTransition,
  customerMayCancel,
  isFinalStatus,
  ITEM_ACTIONS,
  itemActionsFrom,
  orderIsCancellable,
  orderMovesFrom,
} from './order-transitions';

// Every pair of statuses, written out so a change to the machine has to change this table too.
const ALLOWED: ReadonlySet<string> = new Set([
  'Pending>Confirmed',
  'Pending>Cancelled',
  'Confirmed>InProgress',
  'Confirmed>Cancelled',
  'InProgress>Completed',
  'InProgress>Cancelled',
]);

describe('order item state machine', () => {
  const pairs = BOOKING_STATUSES.flatMap((from) => BOOKING_STATUSES.map((to) => [from, to] as const));

  it.each(pairs)('%s -> %s', (from, to) => {
    expect(canTransition(from, to)).toBe(ALLOWED.has(`${from}>${to}`));
  });

  it('ends in Completed and Cancelled', () => {
    expect(BOOKING_STATUSES.filter(isFinalStatus)).toEqual(['Completed', 'Cancelled']);
  });

  it('names an action for every target a provider can reach', () => {
    expect(Object.values(ITEM_ACTIONS).sort()).toEqual(['Cancelled', 'Completed', 'Confirmed', 'InProgress']);
  });
});

describe('what each role may do', () => {
  it("offers a provider's item the machine's moves as its calls, forward first", () => {
    const actions = Object.fromEntries(BOOKING_STATUSES.map((status) => [status, itemActionsFrom(status)]));
    expect(actions).toEqual({
      Pending: ['confirm', 'cancel'],
      Confirmed: ['start', 'cancel'],
      InProgress: ['complete', 'cancel'],
      Completed: [],
      Cancelled: [],
    });
  });

  it('moves a whole order one step forward for an admin (cancelling is its own call)', () => {
    const moves = Object.fromEntries(BOOKING_STATUSES.map((status) => [status, orderMovesFrom(status)]));
    expect(moves).toEqual({
      Pending: ['Confirmed'],
      Confirmed: ['InProgress'],
      InProgress: ['Completed'],
      Completed: [],
      Cancelled: [],
    });
  });

  it('lets the customer cancel only while nothing is InProgress or Completed', () => {
    const cases: [BookingStatus[], boolean][] = [
      [['Pending'], true],
      [['Pending', 'Confirmed'], true],
      [['Confirmed', 'Cancelled'], true],
      [['Pending', 'InProgress'], false],
      [['Completed', 'Cancelled'], false],
    ];
    for (const [statuses, expected] of cases) expect(customerMayCancel(statuses)).toBe(expected);
  });

  it('offers Cancel order while no item is InProgress or Completed and the order is not cancelled', () => {
    const order = (Status: BookingStatus, ...items: BookingStatus[]) => ({
      Status,
      OrderItems: items.map((item) => ({ Status: item })),
    });
    expect(orderIsCancellable(order('Pending', 'Pending', 'Confirmed'))).toBe(true);
    expect(orderIsCancellable(order('Confirmed', 'Confirmed', 'Cancelled'))).toBe(true);
    expect(orderIsCancellable(order('InProgress', 'Confirmed', 'InProgress'))).toBe(false);
    expect(orderIsCancellable(order('InProgress', 'Pending', 'Completed'))).toBe(false);
    expect(orderIsCancellable(order('Cancelled', 'Cancelled'))).toBe(false);
  });
});
