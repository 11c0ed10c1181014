import { BOOKING_STATUSES, canTransition, type BookingStatus } from '@marketplace/contract';
import { describe, expect, it } from 'vitest';
import { HttpError } from '../../lib/http-error';
import { assertTransition } from './order-transitions';
import { deriveOrderStatus } from './order-status';

// The machine itself is tested in the contract (order-transitions.test.ts, every pair written out);
// here, the API's answer for each pair: nothing for a move the machine allows, the 409 with its
// text for any other.

describe("the API's answer to an item's move", () => {
  const pairs = BOOKING_STATUSES.flatMap((from) => BOOKING_STATUSES.map((to) => [from, to] as const));

  it.each(pairs)('%s -> %s', (from, to) => {
    if (canTransition(from, to)) {
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
