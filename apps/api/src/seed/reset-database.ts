import { getTableName, isTable, sql } from 'drizzle-orm';
import type { MediaStore } from '../lib/media/media-store';
import type { Database } from '../db/database';
import * as schema from '../db/schema/index';
import { media } from '../db/schema/index';

/** Every table the schema declares (the migrations journal lives apart and is kept). */
export function schemaTableNames(): string[] {
  return Object.values(schema)
    .filter((value) => isTable(value))
    .map((table) => getTableName(table))
    .sort();
}

/**
 * Empties the database for a fresh demo: one TRUNCATE ... CASCADE over every table, so foreign
 * keys never dictate an order, and the audit log's no-DELETE trigger (row-level) does not apply.
 * The files of the media rows are removed first, while we still know their keys.
 */
export async function resetDatabase(db: Database, store?: MediaStore): Promise<{ tables: number; files: number }> {
  const keys = store ? await db.select({ key: media.storageKey }).from(media) : [];
  const tables = schemaTableNames();
  await db.execute(sql.raw(`truncate table ${tables.map((name) => `"${name}"`).join(', ')} restart identity cascade`));
  if (store) await Promise.allSettled(keys.map(({ key }) => store.delete(key)));
  return { tables: tables.length, files: keys.length };
}
