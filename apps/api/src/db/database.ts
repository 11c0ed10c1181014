import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema/index';

export type Schema = typeof schema;
/** The common ground of both drivers: repositories are written once against this type. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

/** A transaction handed to `db.transaction(async (tx) => ...)`. */
export type DbTransaction = Parameters<Parameters<Database['transaction']>[0]>[0];
/** What repositories accept: the database itself or a transaction, so a service can group writes. */
export type DbExecutor = Database | DbTransaction;

export interface DatabaseHandle {
  readonly db: Database;
  readonly kind: 'pglite' | 'postgres';
  /** Runs one trivial query; throws when the database cannot answer. */
  ping(): Promise<void>;
  /** Runs `work` while holding a PostgreSQL advisory lock, so concurrent API processes take turns. */
  withAdvisoryLock<T>(key: number, work: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** Extensions must be handed to PGlite when the instance is created; migrations then enable them. */
export const pgliteExtensions = { pg_trgm, unaccent };

export function pgliteHandle(client: PGlite): DatabaseHandle {
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    ping: async () => {
      await client.query('select 1');
    },
    // One embedded connection in one process: there is nobody to take turns with.
    withAdvisoryLock: (_key, work) => work(),
    close: async () => {
      if (!client.closed) await client.close();
    },
  };
}

export function postgresHandle(pool: pg.Pool): DatabaseHandle {
  // An idle pooled connection can be cut by the server (restart, failover, admin). Without a
  // listener that error would crash the process; the pool replaces the connection on next use.
  pool.on('error', (error) => {
    console.error(`PostgreSQL connection lost while idle: ${error.message}`);
  });
  const db = drizzlePostgres(pool, { schema }) as unknown as Database;
  let closed = false;
  return {
    db,
    kind: 'postgres',
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    withAdvisoryLock: async (key, work) => {
      // Session-level locks belong to one connection, so lock and unlock on the same pooled client.
      const lockClient = await pool.connect();
      try {
        await lockClient.query('select pg_advisory_lock($1)', [key]);
        try {
          return await work();
        } finally {
          await lockClient.query('select pg_advisory_unlock($1)', [key]);
        }
      } finally {
        lockClient.release();
      }
    },
    close: async () => {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
}

export interface OpenDatabaseOptions {
  databaseUrl?: string | undefined;
  dataDir: string;
  poolSize?: number;
}

/** PostgreSQL when a URL is configured, otherwise an embedded PGlite cluster kept in the data folder. */
export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: options.poolSize ?? 10 });
    return postgresHandle(pool);
  }
  const dir = join(options.dataDir, 'pglite');
  mkdirSync(dir, { recursive: true });
  const client = await PGlite.create(dir, { extensions: pgliteExtensions });
  return pgliteHandle(client);
}
