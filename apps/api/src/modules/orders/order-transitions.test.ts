import { BOOKING_STATUSES, type BookingStatus } from '@marketplace/contract';
import { describe, expect, it } from 'vitest';
import { HttpError } from '../../lib/http-error';
import { assertTransition } from './order-transitions';
import { deriveOrderStatus } from './order-status';

// The machine itself is tested in the contract (order-transitions.test.ts); here, the API's answer
// for each pair: nothing for an allowed move, the 409 with its text for any other. Every pair
// written out, so a change to the machine has to change this table too.
const ALLOWED: ReadonlySet<string> = new Set([
  'Pending>Confirmed',
  'Pending>Cancelled',
  'Confirmed>InProgress',
  'Confirmed>Cancelled',
  'InProgress>Completed',
  'InProgress>Cancelled',
]);

describe("the API's answer to an item's move", () => {
  const pairs = BOOKING_STATUSES.flatMap((from) => BOOKING_STATUSES.map((to) => [from, to] as const));

  it.each(pairs)('%s -> %s', (from, to) => {
    if (ALLOWED.has(`${from}>${to}`)) {
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
