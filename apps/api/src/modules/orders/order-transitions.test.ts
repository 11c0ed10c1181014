import { BOOKING_STATUSES, type BookingStatus } from '@marketplace/contract';
import { describe, expect, it } from 'vitest';
import { HttpError } from '../../lib/http-error';
import { assertTransition, canTransition, customerMayCancel, ITEM_ACTIONS } from './order-transitions';
import { deriveOrderStatus } from './order-status';

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
    const allowed = ALLOWED.has(`${from}>${to}`);
    expect(canTransition(from, to)).toBe(allowed);
    if (allowed) {
      expect(() => assertTransition(from, to)).not.toThrow();
    } else {
      let thrown: unknown;
      try {
        assertTransition(from, to);
      } catch (error) {
        thrown = error;
      }
      expect(thrown).toBeInstanceOf(HttpError);
      expect((thrown as HttpError).statusCode).toBe(409);
      expect((thrown as HttpError).message).toBe(
        from === to ? `This order item is already ${to}.` : `An order item that is ${from} cannot become ${to}.`,
      );
    }
  });

  it('names an action for every target a provider can reach', () => {
    expect(Object.values(ITEM_ACTIONS).sort()).toEqual(['Cancelled', 'Completed', 'Confirmed', 'InProgress']);
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
});

describe('order status derived from its items', () => {
  const cases: [BookingStatus[], BookingStatus][] = [
    [['Pending'], 'Pending'],
    [['Pending', 'Confirmed'], 'Pending'],
    [['Confirmed', 'Confirmed'], 'Confirmed'],
    [['Confirmed', 'Cancelled'], 'Confirmed'],
    [['Confirmed', 'InProgress'], 'InProgress'],
    [['Pending', 'Completed'], 'InProgress'],
    [['Completed', 'Completed'], 'Completed'],
    [['Completed', 'Cancelled'], 'Completed'],
    [['Cancelled', 'Cancelled'], 'Cancelled'],
    [['InProgress', 'Cancelled'], 'InProgress'],
  ];
  it.each(cases)('%j -> %s', (items, expected) => {
    expect(deriveOrderStatus(items)).toBe(expected);
  });
});
