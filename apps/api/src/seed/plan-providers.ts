import { DEMO_PROVIDERS, type ProviderSeed } from './provider-data';
import { bahrainAddress, user, type PeoplePlan } from './plan-people';
import { DAY, after, before, type AuditLogRow, type PlanContext, type ProviderRow, type UserRow } from './seed-types';
import type { CategoryKey } from './listing-table';

export interface ProviderInfo {
  seed: ProviderSeed;
  row: ProviderRow;
  user: UserRow;
  /** When an admin approved the business; listings and orders start after it. */
  approvedAt: Date | null;
  /** When the business stopped trading on the marketplace (inactive providers); no orders after it. */
  endedAt: Date | null;
}

export interface ProvidersPlan {
  providers: ProviderInfo[];
  audit: AuditLogRow[];
}

/** The twelve businesses, their sign-in users, and the admin decisions that put them in their state. */
export function planProviders(
  ctx: PlanContext,
  people: PeoplePlan,
  categoryIds: Map<CategoryKey, string>,
): ProvidersPlan {
  const { rng, now } = ctx;
  const audit: AuditLogRow[] = [];
  const providers = DEMO_PROVIDERS.map((seed): ProviderInfo => {
    const ageDays =
      seed.state === 'pending' ? rng.int(2, 10) : seed.state === 'rejected' ? rng.int(30, 60) : rng.int(480, 700);
    const createdAt = before(now, ageDays * DAY + rng.int(0, DAY));
    const providerUser = user(ctx, {
      email: seed.email,
      role: 'provider',
      firstName: seed.contactFirstName,
      lastName: seed.contactLastName,
      createdAt,
      isActive: true,
      emailConfirmed: true,
    });
    const reviewer = rng.chance(0.6) ? people.superAdmin : people.admin;
    const decidedAt = after(createdAt, rng.int(1, 5) * DAY);
    const approvedAt = seed.state === 'active' || seed.state === 'inactive' ? decidedAt : null;
    const endedAt = seed.state === 'inactive' ? before(now, rng.int(60, 90) * DAY) : null;
    const lastChange = endedAt ?? (seed.state === 'pending' ? createdAt : decidedAt);
    const row: ProviderRow = {
      id: ctx.ids.uuid(),
      userId: providerUser.id,
      businessName: seed.businessName,
      businessNameAr: seed.businessNameAr,
      primaryLocation: seed.location,
      accState: seed.state,
      stateReason: seed.stateReason ?? null,
      businessDescription: seed.description,
      businessDescriptionAr: seed.descriptionAr,
      contactName: `${seed.contactFirstName} ${seed.contactLastName}`,
      businessAddress: bahrainAddress(ctx, seed.location),
      website: seed.website,
      isCompleted: true,
      profileSubmitted: true,
      businessCategoryId: categoryIds.get(seed.categories[0] ?? 'home-maintenance') ?? null,
      createdAt,
      modifiedAt: lastChange,
      modifiedBy: seed.state === 'pending' ? providerUser.id : reviewer.id,
    };
    const decision = (action: string, from: string, to: string, at: Date, reason: string | null = null) =>
      audit.push({
        id: ctx.ids.uuid(),
        actorUserId: reviewer.id,
        actorRole: reviewer.role,
        action,
        targetType: 'provider',
        targetId: row.id,
        before: { accState: from },
        after: { accState: to },
        reason,
        ip: '127.0.0.1',
        createdAt: at,
      });
    if (approvedAt) decision('provider.approve', 'pending', 'active', approvedAt);
    if (seed.state === 'rejected')
      decision('provider.reject', 'pending', 'rejected', decidedAt, seed.stateReason ?? null);
    if (endedAt) decision('provider.deactivate', 'active', 'inactive', endedAt, seed.stateReason ?? null);
    return { seed, row, user: providerUser, approvedAt, endedAt };
  });
  return { providers, audit };
}
