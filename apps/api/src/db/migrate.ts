import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrationsDir } from '../config/paths';
import type { DatabaseHandle } from './database';

/** Any constant works; it only has to be the same in every API process sharing the database. */
const MIGRATION_LOCK_KEY = 7_310_042;

/**
 * Applies the committed drizzle-kit migrations. On PostgreSQL several API replicas may boot at
 * once, so a session-level advisory lock makes them take turns; PGlite has one connection only.
 */
export async function runMigrations(handle: DatabaseHandle): Promise<void> {
  const config = { migrationsFolder: migrationsDir };
  if (handle.kind === 'pglite') {
    await migratePglite(handle.db as unknown as PgliteDatabase, config);
    return;
  }
  await handle.withAdvisoryLock(MIGRATION_LOCK_KEY, () =>
    migratePostgres(handle.db as unknown as NodePgDatabase, config),
  );
}
