import type { PgInsertValue, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../db/database';
import * as schema from '../db/schema/index';
import { SEEDED_TABLES, type DemoPlan, type SeedSummary, type SeededTable } from './seed-types';

/** Rows per INSERT: well under PostgreSQL's 65,535 bind parameters for the widest table. */
const CHUNK_SIZE = 500;

const TABLES: Record<SeededTable, PgTable> = {
  users: schema.users,
  categories: schema.categories,
  providers: schema.providers,
  providerBankDetails: schema.providerBankDetails,
  media: schema.media,
  serviceItems: schema.serviceItems,
  serviceItemPhotos: schema.serviceItemPhotos,
  carts: schema.carts,
  cartItems: schema.cartItems,
  orders: schema.orders,
  orderItems: schema.orderItems,
  orderStatusHistory: schema.orderStatusHistory,
  sandboxCharges: schema.sandboxCharges,
  paymentCharges: schema.paymentCharges,
  transactions: schema.transactions,
  reviews: schema.reviews,
  inquiries: schema.inquiries,
  notifications: schema.notifications,
  auditLog: schema.auditLog,
};

/** Writes the plan parents-first, so every foreign key points at a row already there. */
export async function insertPlan(db: Database, plan: DemoPlan): Promise<SeedSummary> {
  for (const table of SEEDED_TABLES) {
    await insertRows(db, TABLES[table], plan[table] as PgInsertValue<PgTable>[]);
  }
  return summarize(plan);
}

export async function insertRows<T extends PgTable>(db: Database, table: T, rows: PgInsertValue<T>[]): Promise<void> {
  for (let start = 0; start < rows.length; start += CHUNK_SIZE) {
    await db.insert(table).values(rows.slice(start, start + CHUNK_SIZE));
  }
}

export function summarize(plan: DemoPlan): SeedSummary {
  return Object.fromEntries(SEEDED_TABLES.map((table) => [table, plan[table].length])) as SeedSummary;
}
