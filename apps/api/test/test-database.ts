import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { inject } from 'vitest';
import { pgliteExtensions, pgliteHandle, postgresHandle, type Database, type DatabaseHandle } from '../src/db/database';
import { withDatabase } from './test-database-kind';

export interface TestDatabase {
  handle: DatabaseHandle;
  db: Database;
  /** Closes the connection and, on PostgreSQL, drops the cloned database. */
  close(): Promise<void>;
}

/** A freshly migrated database of its own for one test file (or one test). */
export async function createTestDatabase(): Promise<TestDatabase> {
  const template = inject('testDatabase');
  if (template.kind === 'pglite') {
    const dump = await readFile(template.dumpPath);
    const client = await PGlite.create({ loadDataDir: new Blob([dump]), extensions: pgliteExtensions });
    const handle = pgliteHandle(client);
    return { handle, db: handle.db, close: () => handle.close() };
  }
  const name = `marketplace_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: template.adminUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name} template ${template.templateName}`);
  } finally {
    await admin.end();
  }
  const handle = postgresHandle(new pg.Pool({ connectionString: withDatabase(template.adminUrl, name), max: 20 }));
  return {
    handle,
    db: handle.db,
    close: async () => {
      await handle.close();
      await dropDatabase(template.adminUrl, name);
    },
  };
}

/**
 * `pool.end()` resolves before the server has closed every session; dropping WITH (FORCE) at
 * that moment makes the server kill them with a FATAL error. Wait for them to go first.
 */
async function dropDatabase(adminUrl: string, name: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    for (let attempt = 0; attempt < 50; attempt++) {
      const { rows } = await admin.query('select count(*)::int as n from pg_stat_activity where datname = $1', [name]);
      if (rows[0].n === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await admin.query(`drop database if exists ${name} with (force)`);
  } finally {
    await admin.end();
  }
}
