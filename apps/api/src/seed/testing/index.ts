import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database';
import { LocalMediaStore } from '../../lib/media/media-store';
import type { Database } from '../../db/database';
import * as s from '../../db/schema/index';
import { seedDemo } from '../demo-seed';
import type { SeedSummary } from '../seed-types';

// Shared by the demo seed tests: a fixed `now`, a seeded database and everything read back from it.

export const NOW = new Date('2026-03-15T09:00:00.000Z');

export type SeededData = Awaited<ReturnType<typeof load>>;

export interface SeededFixture {
  testDb: TestDatabase;
  mediaDir: string;
  summary: SeedSummary;
  data: SeededData;
  close(): Promise<void>;
}

/** A fresh database seeded with the demo data at NOW, photos in a temporary media folder. */
export async function seededFixture(): Promise<SeededFixture> {
  const testDb = await createTestDatabase();
  const mediaDir = await mkdtemp(join(tmpdir(), 'demo-seed-media-'));
  const summary = await seedDemo({ db: testDb.db, media: new LocalMediaStore(mediaDir), now: NOW });
  return {
    testDb,
    mediaDir,
    summary,
    data: await load(testDb.db),
    close: async () => {
      await testDb.close();
      await rm(mediaDir, { recursive: true, force: true });
    },
  };
}

/** Every table the demo seed fills, under the names the tests read them by. */
const LOADED_TABLES = {
  users: s.users,
  categories: s.categories,
  providers: s.providers,
  bankDetails: s.providerBankDetails,
  items: s.serviceItems,
  photos: s.serviceItemPhotos,
  media: s.media,
  orders: s.orders,
  orderItems: s.orderItems,
  history: s.orderStatusHistory,
  transactions: s.transactions,
  paymentCharges: s.paymentCharges,
  sandboxCharges: s.sandboxCharges,
  reviews: s.reviews,
  inquiries: s.inquiries,
  carts: s.carts,
  cartItems: s.cartItems,
  notifications: s.notifications,
};
type LoadedTables = typeof LOADED_TABLES;
type Loaded = { [Name in keyof LoadedTables]: LoadedTables[Name]['$inferSelect'][] };

export async function load(db: Database): Promise<Loaded> {
  const names = Object.keys(LOADED_TABLES) as (keyof LoadedTables)[];
  const rows = await Promise.all(names.map((name) => db.select().from(LOADED_TABLES[name])));
  return Object.fromEntries(names.map((name, index) => [name, rows[index]])) as Loaded;
}

/** Everything but password hashes (argon2 salts them randomly) and media sizes. */
export function fingerprint(data: SeededData) {
  const byId = <T extends { id: string }>(rows: T[]) => [...rows].sort((a, b) => a.id.localeCompare(b.id));
  return {
    users: byId(data.users).map(({ passwordHash: _hash, ...rest }) => rest),
    items: byId(data.items),
    orders: byId(data.orders),
    orderItems: byId(data.orderItems),
    history: byId(data.history),
    transactions: byId(data.transactions),
    reviews: byId(data.reviews),
    inquiries: byId(data.inquiries),
  };
}
