import { and, eq, inArray, sql } from 'drizzle-orm';
import type { ListingType } from '@marketplace/contract';
import type { DbExecutor } from '../../../db/database';
import { categories, serviceItems } from '../../../db/schema/index';
import type { ListingUpdateRow, NewListingRow } from './import-rows';

// The import's reads and its two writes. A file of 1,000 rows costs one INSERT and one UPDATE,
// not 1,000 round trips.

/** Every category (a short list): rows may name one by id or by name, enabled or not, as create allows. */
export async function allCategories(db: DbExecutor) {
  return db.select({ id: categories.id, name: categories.name }).from(categories);
}

/**
 * The provider's own listings among the ids, locked until the import commits, so a delete or a
 * concurrent import cannot change them between the check and the write.
 */
export async function lockOwnListings(
  db: DbExecutor,
  providerId: string,
  ids: string[],
): Promise<{ id: string; type: ListingType }[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: serviceItems.id, type: serviceItems.type })
    .from(serviceItems)
    .where(and(eq(serviceItems.providerId, providerId), inArray(serviceItems.id, ids)))
    .for('update');
  return rows as { id: string; type: ListingType }[];
}

/**
 * The rows travel as one JSON parameter unpacked by json_to_recordset: a multi-row VALUES with
 * 9 parameters a row (9,000 for a full file) took about three times as long on PGlite.
 */
export async function insertListings(db: DbExecutor, providerId: string, rows: NewListingRow[]): Promise<number> {
  if (rows.length === 0) return 0;
  const result = await db.execute(sql`
    insert into ${serviceItems}
      (provider_id, category_id, type, name, description, price_fils, available_quantity, availability, location)
    select ${providerId}::uuid, r.category_id, r.type, r.name, r.description, r.price_fils, r.available_quantity,
      r.availability, r.location
    from json_to_recordset(${JSON.stringify(rows.map(insertRecord))}::json) as r(
      category_id uuid, type text, name text, description text, price_fils integer, available_quantity integer,
      availability text, location text)
    returning id`);
  return rowCount(result);
}

const insertRecord = (row: NewListingRow) => ({
  category_id: row.categoryId,
  type: row.type,
  name: row.name,
  description: row.description,
  price_fils: row.priceFils,
  available_quantity: row.availableQuantity,
  availability: row.availability,
  location: row.location,
});

/** A null in a row keeps the listing's current value (COALESCE). */
export async function updateListings(db: DbExecutor, rows: ListingUpdateRow[]): Promise<number> {
  if (rows.length === 0) return 0;
  const records = rows.map((row) => ({
    id: row.id,
    price_fils: row.priceFils,
    available_quantity: row.availableQuantity,
    availability: row.availability,
  }));
  const result = await db.execute(sql`
    update ${serviceItems} set
      price_fils = coalesce(v.price_fils, ${serviceItems.priceFils}),
      available_quantity = coalesce(v.available_quantity, ${serviceItems.availableQuantity}),
      availability = coalesce(v.availability, ${serviceItems.availability}),
      modified_at = now()
    from json_to_recordset(${JSON.stringify(records)}::json)
      as v(id uuid, price_fils integer, available_quantity integer, availability text)
    where ${serviceItems.id} = v.id
    returning ${serviceItems.id}`);
  return rowCount(result);
}

/** node-postgres and PGlite both answer { rows }: count the returned ids. */
function rowCount(result: unknown): number {
  const rows = (result as { rows?: unknown[] }).rows;
  return Array.isArray(rows) ? rows.length : 0;
}
