import type { BookingStatus } from '@marketplace/contract';
import type { SeededRandom } from './prng';
import { HOUR, MINUTE } from './seed-types';

/** One status change of an order item. */
export interface ItemEvent {
  at: Date;
  from: BookingStatus;
  to: BookingStatus;
  /** Who made the change: the provider's user, the customer, or null for the system. */
  by: string | null;
  reason: string | null;
}

export interface PathActors {
  provider: string;
  customer: string;
}

const FORWARD: readonly BookingStatus[] = ['Pending', 'Confirmed', 'InProgress', 'Completed'];

const PROVIDER_CANCEL_REASONS = [
  'Fully booked on the requested date',
  'Out of stock at the supplier',
  'Location outside our service area',
  'Customer could not be reached',
];
const CUSTOMER_CANCEL_REASONS = ['Changed my mind', 'Found another provider', 'Ordered by mistake', 'No longer needed'];

/**
 * The life of one order item from placement (`placedAt`, status Pending) to `target`, the way
 * providers work: confirm within hours, start within two days, finish within three. A cancelled
 * item stops at `cancelFrom`. Every event lands before `latest`: an order placed an hour ago that
 * must already be InProgress has its steps squeezed into that hour rather than set in the future.
 */
export function itemPath(
  rng: SeededRandom,
  placedAt: Date,
  latest: Date,
  target: BookingStatus,
  actors: PathActors,
  cancelFrom: BookingStatus = 'Pending',
): ItemEvent[] {
  const stop = target === 'Cancelled' ? cancelFrom : target;
  const steps = FORWARD.slice(0, FORWARD.indexOf(stop) + 1);
  const offsets: number[] = [];
  let t = 0;
  const gaps = [rng.int(1, 12) * HOUR, rng.int(4, 48) * HOUR, rng.int(2, 72) * HOUR];
  for (let i = 1; i < steps.length; i += 1) offsets.push((t += gaps[i - 1] ?? HOUR));
  if (target === 'Cancelled') offsets.push((t += rng.int(2, 48) * HOUR));
  const room = Math.max(0, latest.getTime() - placedAt.getTime() - (offsets.length + 1) * MINUTE);
  // Squeezed paths end somewhere in the last stretch before `latest`, not all on the same minute.
  const scale = t > room ? (room * (0.5 + rng.float() * 0.45)) / t : 1;
  // Strictly increasing, at least a minute apart after placement, so replaying history in time order is unambiguous.
  const times: Date[] = [];
  offsets.forEach((offset, index) => {
    const previous = times[index - 1]?.getTime() ?? placedAt.getTime();
    times.push(new Date(Math.max(previous + MINUTE, placedAt.getTime() + Math.round(offset * scale))));
  });
  const at = (index: number) => times[index] ?? placedAt;

  const events: ItemEvent[] = [];
  for (let i = 1; i < steps.length; i += 1) {
    events.push({
      at: at(i - 1),
      from: steps[i - 1] ?? 'Pending',
      to: steps[i] ?? 'Pending',
      by: actors.provider,
      reason: null,
    });
  }
  if (target === 'Cancelled') {
    const byCustomer = stop === 'Pending' && rng.chance(0.5);
    events.push({
      at: at(offsets.length - 1),
      from: stop,
      to: 'Cancelled',
      by: byCustomer ? actors.customer : actors.provider,
      reason: rng.pick(byCustomer ? CUSTOMER_CANCEL_REASONS : PROVIDER_CANCEL_REASONS),
    });
  }
  return events;
}

/** Every line of an order cancelled at once, by the customer or (payment never completed) by the system. */
export function wholeOrderCancellation(rng: SeededRandom, at: Date, by: string | null): ItemEvent {
  const reason = by ? rng.pick(CUSTOMER_CANCEL_REASONS) : 'Payment was not completed';
  return { at, from: 'Pending', to: 'Cancelled', by, reason };
}

/** Final status of a line placed `ageDays` ago: recent orders are still being worked on, old ones are settled. */
export function drawLineStatus(rng: SeededRandom, ageDays: number): BookingStatus {
  if (ageDays < 2)
    return rng.weighted<BookingStatus>([
      ['Pending', 55],
      ['Confirmed', 35],
      ['Cancelled', 10],
    ]);
  if (ageDays < 7) {
    return rng.weighted<BookingStatus>([
      ['Pending', 15],
      ['Confirmed', 30],
      ['InProgress', 35],
      ['Completed', 12],
      ['Cancelled', 8],
    ]);
  }
  if (ageDays < 21)
    return rng.weighted<BookingStatus>([
      ['Confirmed', 8],
      ['InProgress', 25],
      ['Completed', 57],
      ['Cancelled', 10],
    ]);
  return rng.weighted<BookingStatus>([
    ['Completed', 92],
    ['Cancelled', 8],
  ]);
}

export function drawCancelFrom(rng: SeededRandom): BookingStatus {
  return rng.weighted<BookingStatus>([
    ['Pending', 50],
    ['Confirmed', 40],
    ['InProgress', 10],
  ]);
}
