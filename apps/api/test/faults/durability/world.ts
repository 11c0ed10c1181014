import { drizzle } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import { createAccessTokenService } from '../../../src/identity/access-token';
import { categories, providers, serviceItems, users } from '../../../src/db/schema/index';
import * as schema from '../../../src/db/schema/index';
import { TEST_SERVER_ENV } from '../support/server-process';

// The marketplace the durability runs shop in, written straight to the cluster after the first
// server migrated it: providers with one service each and a few stocked items, some of them
// scarce so that checkouts really compete for units, and customers with tokens signed with the
// servers' own secret (the sign-in route's argon2 and throttle are not what is under test).

export interface Listing {
  id: string;
  name: string;
  type: 'service' | 'item';
  /** Units on the shelf before any run; null for services. */
  initialStock: number | null;
  providerUserId: string;
}

export interface Customer {
  id: string;
  email: string;
  /** How failures name the customer: "customer 17 <durability-17@...>". */
  label: string;
  headers: { authorization: string; 'x-forwarded-for': string };
}

export interface World {
  services: Listing[];
  /** Fewer units than the journeys that want them: most of the stock refusals. */
  scarce: Listing[];
  /** Enough for everyone, so their stock is counted without contention. */
  plentiful: Listing[];
  listings: Listing[];
  /** Every customer the runs may use, each for one journey at most. */
  customers: Customer[];
}

const PROVIDERS = ['Manama Pipes', 'Riffa Lights', 'Muharraq Cleaners', 'Sitra Gardens'];
const SCARCE = [
  { name: 'Desk lamp', stock: 10 },
  { name: 'Kitchen tap', stock: 8 },
  { name: 'Garden hose', stock: 6 },
];
const PLENTIFUL = [{ name: 'Water filter', stock: 500 }];

export async function seedWorld(pool: pg.Pool, customerCount: number): Promise<World> {
  const db = drizzle(pool, { schema });
  const [category] = await db.insert(categories).values({ name: 'Durability' }).returning();
  const owners = await Promise.all(
    PROVIDERS.map(async (businessName, index) => {
      const [user] = await db
        .insert(users)
        .values(account(`provider-${index}@durability.test`, 'provider', businessName))
        .returning();
      const [provider] = await db
        .insert(providers)
        .values({ userId: user!.id, businessName, accState: 'active' })
        .returning();
      return { userId: user!.id, providerId: provider!.id, businessName };
    }),
  );
  const listing = async (owner: (typeof owners)[number], name: string, stock: number | null): Promise<Listing> => {
    const type = stock === null ? 'service' : 'item';
    const [row] = await db
      .insert(serviceItems)
      .values({
        providerId: owner.providerId,
        categoryId: category!.id,
        name,
        type,
        priceFils: 10_000,
        availableQuantity: stock,
      })
      .returning();
    return { id: row!.id, name, type, initialStock: stock, providerUserId: owner.userId };
  };
  const services = await Promise.all(owners.map((owner) => listing(owner, `${owner.businessName} visit`, null)));
  const scarce = await Promise.all(SCARCE.map((item, index) => listing(owners[index]!, item.name, item.stock)));
  const plentiful = await Promise.all(PLENTIFUL.map((item) => listing(owners[3]!, item.name, item.stock)));

  const tokens = createAccessTokenService(TEST_SERVER_ENV.JWT_SECRET!);
  const rows = await db
    .insert(users)
    .values(
      Array.from({ length: customerCount }, (_, index) =>
        account(`durability-${index}@customers.test`, 'customer', `Customer ${index}`),
      ),
    )
    .returning();
  const customers = await Promise.all(
    rows.map(async (row, index) => {
      const token = await tokens.sign({
        id: row.id,
        role: 'customer',
        email: row.email,
        isActive: true,
        isDeleted: false,
        emailConfirmed: true,
      });
      return {
        id: row.id,
        email: row.email,
        label: `customer ${index} <${row.email}>`,
        // Each customer has an address of their own, as real ones behind the load balancer do
        // (TRUST_PROXY is on): the per-address limits (10 checkouts a minute) are for one person.
        headers: {
          authorization: `Bearer ${token}`,
          'x-forwarded-for': `10.20.${Math.floor(index / 250)}.${(index % 250) + 1}`,
        },
      };
    }),
  );
  return { services, scarce, plentiful, listings: [...services, ...scarce, ...plentiful], customers };
}

function account(email: string, role: 'customer' | 'provider', name: string) {
  return {
    email,
    passwordHash: 'not-used',
    role,
    firstName: name,
    lastName: 'Durability',
    isActive: true,
    emailConfirmed: true,
  };
}
