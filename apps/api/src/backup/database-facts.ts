import { getTableName, type Column } from 'drizzle-orm';
import {
  auditLog,
  categories,
  conversationAttachments,
  inquiries,
  media,
  orderItems,
  orders,
  orderStatusHistory,
  paymentCharges,
  providers,
  reviews,
  serviceItems,
  transactions,
  users,
} from '../db/schema/index';

/** Runs one SQL text and returns its rows: a PGlite instance or a node-postgres client both fit. */
export type RunQuery = (text: string) => Promise<{ rows: Record<string, unknown>[] }>;

/** The tables whose row counts a backup records and a restore must find again. */
export const KEY_TABLES = [
  users,
  categories,
  providers,
  serviceItems,
  media,
  orders,
  orderItems,
  orderStatusHistory,
  paymentCharges,
  transactions,
  reviews,
  inquiries,
  auditLog,
].map((table) => getTableName(table));

/**
 * The columns that hold storage keys of files in the private file store
 * (lib/media/private-file-store.ts): one line per table that keeps files there.
 */
export const PRIVATE_FILE_KEYS: Column[] = [conversationAttachments.storageKey];

/** Where drizzle's migrator records what it applied (the same on PGlite and PostgreSQL). */
const MIGRATIONS_TABLE = 'drizzle.__drizzle_migrations';

export interface MigrationLevel {
  /** Migrations applied. */
  count: number;
  /** The last one's `when` in drizzle/meta/_journal.json (drizzle stores it as created_at), and its SQL's sha256. */
  latestCreatedAt: number | null;
  latestHash: string | null;
}

export interface DatabaseFacts {
  serverVersion: string;
  migrations: MigrationLevel;
  rowCounts: Record<string, number>;
  /** md5 over every order's id, status, total and paid flag, in id order: "the same orders". */
  ordersDigest: string;
  /** Storage keys of the media rows: the files a restore needs when media are kept on disk. */
  mediaKeys: string[];
  /** Storage keys the rows of PRIVATE_FILE_KEYS refer to: the private files a restore needs. */
  privateKeys: string[];
}

/** Reads what a backup records about a database, all in the caller's snapshot when it runs in one. */
export async function readDatabaseFacts(query: RunQuery): Promise<DatabaseFacts> {
  const version = await query('show server_version');
  const counts = await query(
    `select ${KEY_TABLES.map((name) => `(select count(*) from "${name}")::int as "${name}"`).join(', ')}`,
  );
  const digest = await query(
    `select md5(coalesce(string_agg(id::text || ':' || status || ':' || total_price_fils || ':' || is_payment_success, ',' order by id), '')) as digest from orders`,
  );
  const keys = await query('select storage_key from media order by storage_key');
  return {
    serverVersion: String(version.rows[0]?.server_version ?? 'unknown'),
    migrations: await readMigrationLevel(query),
    rowCounts: Object.fromEntries(KEY_TABLES.map((name) => [name, Number(counts.rows[0]?.[name] ?? 0)])),
    ordersDigest: String(digest.rows[0]?.digest ?? ''),
    mediaKeys: keys.rows.map((row) => String(row.storage_key)),
    privateKeys: await readPrivateKeys(query),
  };
}

/**
 * The storage keys of PRIVATE_FILE_KEYS, sorted. A table the database does not have yet (a backup
 * made before its migration, opened by a check or a restore) refers to no file.
 */
export async function readPrivateKeys(query: RunQuery): Promise<string[]> {
  const present: string[] = [];
  for (const column of PRIVATE_FILE_KEYS) {
    const table = getTableName(column.table);
    const exists = await query(`select to_regclass('public."${table}"') is not null as present`);
    if (exists.rows[0]?.present) present.push(`select "${column.name}" as key from "${table}"`);
  }
  if (present.length === 0) return [];
  const keys = await query(`${present.join(' union all ')} order by key`);
  return keys.rows.map((row) => String(row.key));
}

export async function readMigrationLevel(query: RunQuery): Promise<MigrationLevel> {
  const exists = await query(`select to_regclass('${MIGRATIONS_TABLE}') is not null as present`);
  if (!exists.rows[0]?.present) return { count: 0, latestCreatedAt: null, latestHash: null };
  const result = await query(
    `select (select count(*) from ${MIGRATIONS_TABLE})::int as count, hash, created_at::text as created_at
       from ${MIGRATIONS_TABLE} order by created_at desc limit 1`,
  );
  const row = result.rows[0];
  if (!row) return { count: 0, latestCreatedAt: null, latestHash: null };
  return { count: Number(row.count), latestCreatedAt: Number(row.created_at), latestHash: String(row.hash) };
}

/**
 * The first `limit` tables, views and sequences of a database outside PostgreSQL's own schemas
 * (and outside `exceptSchemas`): empty for a new database.
 */
export async function listUserRelations(query: RunQuery, limit = 5, exceptSchemas: string[] = []): Promise<string[]> {
  const excluded = ['pg_catalog', 'information_schema', ...exceptSchemas].map((name) => `'${name}'`).join(', ');
  const result = await query(
    `select n.nspname || '.' || c.relname as name
       from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where c.relkind in ('r', 'p', 'v', 'm', 'S', 'f')
        and n.nspname not in (${excluded}) and n.nspname not like 'pg\\_%'
      order by 1 limit ${limit}`,
  );
  return result.rows.map((row) => String(row.name));
}
