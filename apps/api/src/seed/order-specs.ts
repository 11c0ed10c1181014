import type { BookingStatus } from '@marketplace/contract';
import type { PeoplePlan } from './plan-people';
import { DAY, HOUR, MINUTE, before, type PlanContext, type UserRow } from './seed-types';

/** What an order will be before it is built: when, by whom, how many lines, and any scripted outcome. */
export interface OrderSpec {
  placedAt: Date;
  customer: UserRow;
  lineCount: number;
  /** Scripted scenarios name each line's final status; other orders draw them by age. */
  targets?: BookingStatus[];
  demoProviderOnly?: boolean;
  customerCancels?: boolean;
  unpaid?: boolean;
  leaveUnreviewed?: boolean;
}

/** The demo customer's orders with the demo provider: one in each status, so both dashboards have something to show. */
export function scriptedSpecs({ now }: PlanContext, people: PeoplePlan): OrderSpec[] {
  const customer = people.demoCustomer;
  const spec = (ageMs: number, targets: BookingStatus[], extra: Partial<OrderSpec> = {}): OrderSpec => ({
    placedAt: before(now, ageMs),
    customer,
    lineCount: targets.length,
    targets,
    demoProviderOnly: true,
    ...extra,
  });
  return [
    spec(5 * HOUR, ['Pending', 'Pending']),
    spec(36 * HOUR, ['Confirmed']),
    spec(4 * DAY, ['InProgress', 'Confirmed']),
    spec(35 * DAY, ['Completed', 'Completed'], { leaveUnreviewed: true }),
    spec(12 * DAY, ['Cancelled'], { customerCancels: true }),
    spec(70 * DAY, ['Completed', 'Completed', 'Cancelled']),
  ];
}

export function drawnSpecs({ rng, now }: PlanContext, people: PeoplePlan, count: number): OrderSpec[] {
  const eligible = people.customers.filter((customer) => customer.isActive && !customer.isDeleted);
  return Array.from({ length: count }, () => {
    // About one order in six within the last two weeks; the rest skewed towards recent months (a growing business).
    const ageMs = rng.chance(0.16)
      ? rng.int(30 * MINUTE, 14 * DAY)
      : 14 * DAY + Math.round(rng.float() ** 1.35 * 396 * DAY);
    const placedAt = before(now, ageMs);
    const customers = eligible.filter((customer) => customer.createdAt.getTime() < placedAt.getTime() - DAY);
    const unpaid = rng.chance(0.06);
    return {
      placedAt,
      customer: customers.length > 0 ? rng.pick(customers) : people.demoCustomer,
      lineCount: rng.weighted([
        [1, 45],
        [2, 30],
        [3, 15],
        [4, 10],
      ]),
      unpaid,
      customerCancels: !unpaid && rng.chance(0.05),
    };
  });
}
