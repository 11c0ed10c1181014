import type { Role } from '@marketplace/contract';
import { demoAccount } from './demo-accounts';
import { BAHRAIN_AREAS, FAMILY_NAMES, FEMALE_FIRST_NAMES, MALE_FIRST_NAMES } from './people-data';
import { DAY, before, type PlanContext, type UserRow } from './seed-types';

export const GENERATED_CUSTOMER_COUNT = 25;

export interface PeoplePlan {
  superAdmin: UserRow;
  admin: UserRow;
  demoCustomer: UserRow;
  unverifiedCustomer: UserRow;
  /** Every customer, the two demo ones first. */
  customers: UserRow[];
}

interface Person {
  email: string;
  role: Role;
  firstName: string;
  lastName: string;
  createdAt: Date;
  isActive: boolean;
  emailConfirmed: boolean;
}

export function planPeople(ctx: PlanContext): PeoplePlan {
  const { now } = ctx;
  const fromDemo = (email: string, firstName: string, lastName: string, ageDays: number) => {
    const account = demoAccount(email);
    const { role, isActive, emailConfirmed } = account;
    return user(ctx, {
      email,
      role,
      firstName,
      lastName,
      createdAt: before(now, ageDays * DAY),
      isActive,
      emailConfirmed,
    });
  };
  const superAdmin = fromDemo('superadmin@marketplace.test', 'Sara', 'Al-Mahmood', 720);
  const admin = fromDemo('admin@marketplace.test', 'Ahmed', 'Al-Awadhi', 700);
  const demoCustomer = fromDemo('customer@marketplace.test', 'Maryam', 'Al-Sayed', 430);
  const unverifiedCustomer = fromDemo('unverified@marketplace.test', 'Ali', 'Al-Mulla', 3);

  const taken = new Set<string>();
  // A few customers never clicked their verification link, and one closed the account.
  const special = ctx.rng.sample(
    Array.from({ length: GENERATED_CUSTOMER_COUNT }, (_, index) => index),
    4,
  );
  const generated = Array.from({ length: GENERATED_CUSTOMER_COUNT }, (_, index) => {
    const female = ctx.rng.chance(0.5);
    const firstName = ctx.rng.pick(female ? FEMALE_FIRST_NAMES : MALE_FIRST_NAMES);
    const lastName = ctx.rng.pick(FAMILY_NAMES);
    const verified = !special.slice(0, 3).includes(index);
    const ageDays = verified ? ctx.rng.int(20, 620) : ctx.rng.int(1, 25);
    const row = user(ctx, {
      email: uniqueEmail(taken, firstName, lastName),
      role: 'customer',
      firstName,
      lastName,
      createdAt: before(now, ageDays * DAY + ctx.rng.int(0, DAY)),
      isActive: verified,
      emailConfirmed: verified,
    });
    if (index === special[3]) {
      row.isDeleted = true;
      row.deletedAt = before(now, ctx.rng.int(2, 15) * DAY);
    }
    return row;
  });

  return {
    superAdmin,
    admin,
    demoCustomer,
    unverifiedCustomer,
    customers: [demoCustomer, unverifiedCustomer, ...generated],
  };
}

export function user(ctx: PlanContext, person: Person): UserRow {
  const { rng } = ctx;
  const lastLogin = person.isActive ? before(ctx.now, rng.int(0, 40) * DAY + rng.int(0, DAY)) : null;
  return {
    id: ctx.ids.uuid(),
    email: person.email,
    passwordHash: ctx.passwordHash,
    role: person.role,
    firstName: person.firstName,
    lastName: person.lastName,
    phoneNumber: bahrainPhone(ctx),
    address: bahrainAddress(ctx),
    imageUrl: null,
    isActive: person.isActive,
    isDeleted: false,
    emailConfirmed: person.emailConfirmed,
    deletedAt: null,
    lastLoginAt: lastLogin && lastLogin > person.createdAt ? lastLogin : null,
    createdAt: person.createdAt,
    updatedAt: person.createdAt,
  };
}

/** Bahraini mobiles: +973 then 8 digits, starting with 3 (most operators) or 66. */
export function bahrainPhone({ rng }: PlanContext): string {
  const prefix = rng.chance(0.8) ? `3${rng.int(2, 9)}` : '66';
  return `+973${prefix}${String(rng.int(0, 999_999)).padStart(6, '0')}`;
}

/** Bahrain addresses read building, road, block, area. */
export function bahrainAddress({ rng }: PlanContext, area: string = rng.pick(BAHRAIN_AREAS)): string {
  return `Building ${rng.int(1, 2999)}, Road ${rng.int(1, 4999)}, Block ${rng.int(101, 999)}, ${area}`;
}

function uniqueEmail(taken: Set<string>, firstName: string, lastName: string): string {
  const base = `${firstName}.${lastName}`.toLowerCase().replace(/[^a-z.]/g, '');
  let candidate = base;
  for (let n = 2; taken.has(candidate); n += 1) candidate = `${base}${n}`;
  taken.add(candidate);
  return `${candidate}@example.com`;
}
