import { getTableName, isTable, sql } from 'drizzle-orm';
import type { MediaStore } from '../lib/media/media-store';
import type { PrivateFileStore } from '../lib/media/private-file-store';
import type { Database } from '../db/database';
import * as schema from '../db/schema/index';
import { conversationAttachments, documentRequirements, media, providerDocuments } from '../db/schema/index';

/** Every table the schema declares (the migrations journal lives apart and is kept). */
export function schemaTableNames(): string[] {
  return Object.values(schema)
    .filter((value) => isTable(value))
    .map((table) => getTableName(table))
    .sort();
}

/**
 * The marketplace's settings rather than its data, kept by a reset: the documents businesses must
 * give (migration 0022 writes the usual ones; admins may have changed them).
 */
export const KEPT_TABLES: readonly string[] = [getTableName(documentRequirements)];

/**
 * Empties the database for a fresh demo: one TRUNCATE ... CASCADE over every table but the kept
 * ones, so foreign keys never dictate an order, and the audit log's no-DELETE trigger (row-level)
 * does not apply. The files of the media rows, and of the private ones (attachments, verification
 * documents), are removed after, keys read first.
 */
export async function resetDatabase(
  db: Database,
  store?: MediaStore,
  privateFiles?: PrivateFileStore,
): Promise<{ tables: number; files: number }> {
  const keys = store ? await db.select({ key: media.storageKey }).from(media) : [];
  const privateKeys = privateFiles
    ? [
        ...(await db.select({ key: conversationAttachments.storageKey }).from(conversationAttachments)),
        ...(await db.select({ key: providerDocuments.storageKey }).from(providerDocuments)),
      ]
    : [];
  const tables = schemaTableNames().filter((name) => !KEPT_TABLES.includes(name));
  await db.execute(sql.raw(`truncate table ${tables.map((name) => `"${name}"`).join(', ')} restart identity cascade`));
  if (store) await Promise.allSettled(keys.map(({ key }) => store.delete(key)));
  if (privateFiles) await Promise.allSettled(privateKeys.map(({ key }) => privateFiles.delete(key)));
  return { tables: tables.length, files: keys.length + privateKeys.length };
}
