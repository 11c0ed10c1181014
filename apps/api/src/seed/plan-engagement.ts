import type { ListingInfo } from './plan-catalog';
import type { PlannedOrder } from './planned-order';
import type { PeoplePlan } from './plan-people';
import { BAHRAIN_AREAS, FAMILY_NAMES, FEMALE_FIRST_NAMES, MALE_FIRST_NAMES } from './people-data';
import { INQUIRY_SEEDS, RATING_WEIGHTS, REVIEW_COMMENTS } from './text-data';
import { DAY, HOUR, MINUTE, after, before, type InquiryRow, type PlanContext, type ReviewRow } from './seed-types';

/** Most completed lines get a review from the order's customer, a few days after completion. */
export function planReviews(ctx: PlanContext, orders: PlannedOrder[]): ReviewRow[] {
  const { rng, now } = ctx;
  const latest = before(now, MINUTE).getTime();
  return orders.flatMap((order) =>
    order.lines.flatMap((line): ReviewRow[] => {
      const completedAt = line.events.at(-1)?.at;
      if (line.status !== 'Completed' || !completedAt || order.leaveUnreviewed || !rng.chance(0.8)) return [];
      const createdAt = new Date(Math.min(after(completedAt, rng.int(1, 72) * HOUR).getTime(), latest));
      if (createdAt <= completedAt) return [];
      const rating = rng.weighted(RATING_WEIGHTS);
      return [
        {
          id: ctx.ids.uuid(),
          orderItemId: line.row.id,
          customerId: order.customer.id,
          providerId: line.row.providerId,
          serviceItemId: line.row.serviceItemId,
          rating,
          comment: rng.pick(REVIEW_COMMENTS[rating]),
          createdAt,
          modifiedAt: createdAt,
        },
      ];
    }),
  );
}

const INQUIRY_AGE_DAYS = { new: [0, 5], 'in-progress': [4, 20], resolved: [15, 120], closed: [60, 300] } as const;

/** Contact-page messages: some from signed-in customers, the rest from visitors. */
export function planInquiries(ctx: PlanContext, people: PeoplePlan): InquiryRow[] {
  const { rng, now } = ctx;
  const customers = people.customers.filter((customer) => customer.isActive && !customer.isDeleted);
  return INQUIRY_SEEDS.map((seed): InquiryRow => {
    const [minDays, maxDays] = INQUIRY_AGE_DAYS[seed.status];
    const createdAt = before(now, rng.int(minDays, maxDays) * DAY + rng.int(HOUR, DAY - HOUR));
    const customer = rng.chance(0.4) ? rng.pick(customers) : null;
    const firstName = customer?.firstName ?? rng.pick(rng.chance(0.5) ? FEMALE_FIRST_NAMES : MALE_FIRST_NAMES);
    const lastName = customer?.lastName ?? rng.pick(FAMILY_NAMES);
    const handler = seed.status === 'new' ? null : rng.pick([people.admin, people.superAdmin]);
    return {
      id: ctx.ids.uuid(),
      name: `${firstName} ${lastName}`,
      email: customer?.email ?? `${firstName}.${lastName}@example.org`.toLowerCase().replace(/[^a-z.@]/g, ''),
      phone:
        customer?.phoneNumber ?? (rng.chance(0.5) ? `+97317${String(rng.int(0, 999_999)).padStart(6, '0')}` : null),
      subject: seed.subject,
      message: `${seed.message}\n\n${rng.pick(['Thanks', 'Regards', 'Thank you'])}, ${firstName} (${rng.pick(BAHRAIN_AREAS)})`,
      status: seed.status,
      userId: customer?.id ?? null,
      handledBy: handler?.id ?? null,
      createdAt,
      modifiedAt: handler
        ? new Date(Math.min(after(createdAt, rng.int(2, 72) * HOUR).getTime(), now.getTime()))
        : createdAt,
    };
  });
}

/** What a customer can put in a cart today: available listings of active providers in enabled categories. */
export function cartable(listing: ListingInfo): boolean {
  const { row } = listing;
  return (
    row.availability === 'available' &&
    listing.categoryEnabled &&
    listing.provider.row.accState === 'active' &&
    (row.type === 'service' || (row.availableQuantity ?? 0) >= 2)
  );
}
