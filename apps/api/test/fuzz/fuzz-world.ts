import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Role } from '@marketplace/contract';
import * as s from '../../src/db/schema/index';
import { pngImage } from '../../src/modules/media/testing';
import { addBankDetails, addOrder, addTransaction } from '../../src/modules/transactions/testing';
import { addCategory, addListing, providerWithToken } from '../../src/modules/service-items/testing';
import { bearer, call, signedInAccount, type SignedInAccount } from '../account-helpers';
import type { ValuePools } from './hostile-values';
import type { IdKind } from './id-kinds';
import type { FilePart } from './wire-format';

// The world the fuzz test attacks: one signed-in account per role, a business with listings, a
// cart, paid orders (one item completed and reviewed), an inquiry, a payout request, an upload
// and the notifications they raised. Generated ids come from these rows, so requests reach real
// records as well as missing ones.

export const FUZZ_ROLES = ['visitor', 'customer', 'provider', 'admin', 'superAdmin'] as const;
export type FuzzRole = (typeof FUZZ_ROLES)[number];

export interface FuzzWorld {
  headers: Record<FuzzRole, Record<string, string>>;
  /** Value pools as a role sees them: its own user (and business) ids come up most often. */
  pools: Record<FuzzRole, ValuePools>;
  files: FilePart[];
  /** Undoes what the fuzz may have done to the accounts themselves (deactivated, deleted, suspended). */
  restoreAccounts(): Promise<void>;
}

async function accounts(app: FastifyInstance) {
  const roles: Exclude<FuzzRole, 'visitor'>[] = ['customer', 'provider', 'admin', 'superAdmin'];
  const signedIn: Partial<Record<FuzzRole, SignedInAccount>> = {};
  for (const role of roles) signedIn[role] = await signedInAccount(app, `fuzz-${role}@example.bh`, role as Role);
  return signedIn as Record<Exclude<FuzzRole, 'visitor'>, SignedInAccount>;
}

async function upload(app: FastifyInstance, account: SignedInAccount, png: Buffer): Promise<string> {
  const boundary = '----seed';
  const field = (name: string, value: string) =>
    `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
  const payload = Buffer.concat([
    Buffer.from(field('UserId', account.userId) + field('RelatedType', 'Profile') + field('RelatedId', account.userId)),
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="File"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    png,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const headers = { ...bearer(account.token), 'content-type': `multipart/form-data; boundary=${boundary}` };
  const res = await call(app, { method: 'POST', url: '/api/Media/upload', headers, payload });
  return (res.json() as { Data?: { Url?: string } }).Data?.Url ?? '/media/missing.png';
}

const TABLES = {
  user: s.users,
  provider: s.providers,
  category: s.categories,
  serviceItem: s.serviceItems,
  cart: s.carts,
  cartItem: s.cartItems,
  order: s.orders,
  orderItem: s.orderItems,
  review: s.reviews,
  inquiry: s.inquiries,
  notification: s.notifications,
  transaction: s.transactions,
  media: s.media,
} satisfies Record<IdKind, unknown>;

async function idsByKind(app: FastifyInstance): Promise<Record<IdKind, string[]>> {
  const ids: Partial<Record<IdKind, string[]>> = {};
  for (const [kind, table] of Object.entries(TABLES) as [IdKind, (typeof TABLES)[IdKind]][]) {
    const rows = (await app.db.select().from(table).limit(12)) as { id: string }[];
    ids[kind] = rows.map((row) => row.id);
  }
  return ids as Record<IdKind, string[]>;
}

export async function buildFuzzWorld(app: FastifyInstance): Promise<FuzzWorld> {
  const people = await accounts(app);
  const category = await addCategory(app, 'Fuzz category');
  const [business] = await app.db
    .insert(s.providers)
    .values({
      userId: people.provider.userId,
      businessName: 'Fuzz Works',
      accState: 'active',
      businessCategoryId: category.id,
    })
    .returning();
  const other = await providerWithToken(app, 'active', 'Other Works');
  const service = await addListing(app, { providerId: business!.id, categoryId: category.id, name: 'Fuzz service' });
  const item = await addListing(app, {
    providerId: business!.id,
    categoryId: category.id,
    name: 'Fuzz item',
    type: 'item',
  });
  await addListing(app, { providerId: other.provider.id, categoryId: category.id, name: 'Other service' });
  const [cart] = await app.db.insert(s.carts).values({ customerId: people.customer.userId }).returning();
  await app.db.insert(s.cartItems).values([
    { cartId: cart!.id, serviceItemId: service.id, quantity: 1 },
    { cartId: cart!.id, serviceItemId: item.id, quantity: 2 },
  ]);
  const lines = [
    { providerId: business!.id, name: 'Done job', status: 'Completed' as const },
    { providerId: business!.id, name: 'Open job' },
  ];
  const { items } = await addOrder(app, people.customer.userId, lines);
  await addTransaction(app, { type: 'earning', amountFils: 50_000, providerId: business!.id });
  await addBankDetails(app, business!.id);
  const send = (account: SignedInAccount, method: 'POST', url: string, payload: object) =>
    call(app, { method, url, headers: bearer(account.token), payload });
  const review = { OrderItemId: items[0]!.id, CustomerId: people.customer.userId, ProviderId: business!.id, Rating: 4 };
  await send(people.customer, 'POST', '/api/Review/create', { ...review, Comment: 'Fine' });
  await send(people.provider, 'POST', '/api/Payout', { ProviderId: business!.id, Amount: 1.5 });
  const inquiry = { Name: 'Fuzz', Email: 'fuzz@example.bh', Subject: 'Hello', Message: 'A question' };
  await call(app, { method: 'POST', url: '/api/CustomerInquiry', payload: inquiry });
  const png = await pngImage(8, 8);
  const image = await upload(app, people.customer, png);

  const userIds = Object.values(people).map((account) => account.userId);
  const byKind = await idsByKind(app);
  const emails = Object.values(people).map((account) => account.email);
  return {
    headers: {
      visitor: {},
      customer: bearer(people.customer.token),
      provider: bearer(people.provider.token),
      admin: bearer(people.admin.token),
      superAdmin: bearer(people.superAdmin.token),
    },
    pools: Object.fromEntries(
      FUZZ_ROLES.map((role) => {
        const own = role === 'visitor' ? undefined : people[role].userId;
        const ownBusiness = role === 'provider' ? [business!.id, business!.id, business!.id] : [];
        const idsByKind = {
          ...byKind,
          user: [...(own ? [own, own, own, own] : []), ...byKind.user],
          provider: [...ownBusiness, ...byKind.provider],
        };
        const pools: ValuePools = { ids: Object.values(byKind).flat(), idsByKind, emails, images: [image] };
        return [role, pools];
      }),
    ) as Record<FuzzRole, ValuePools>,
    files: [
      { name: 'a.png', type: 'image/png', bytes: png },
      { name: 'a.png', type: 'image/png', bytes: Buffer.concat([png.subarray(0, 40), Buffer.alloc(200, 7)]) },
      { name: 'x.svg', type: 'image/svg+xml', bytes: Buffer.from('<svg onload="alert(1)"></svg>') },
      { name: '../../etc/passwd', type: 'image/jpeg', bytes: Buffer.alloc(0) },
    ],
    restoreAccounts: async () => {
      await app.db
        .update(s.users)
        .set({ isActive: true, isDeleted: false, emailConfirmed: true })
        .where(inArray(s.users.id, userIds));
      await app.db.update(s.providers).set({ accState: 'active' }).where(eq(s.providers.id, business!.id));
    },
  };
}
