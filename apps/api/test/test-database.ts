import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { inject } from 'vitest';
import { pgliteExtensions, pgliteHandle, postgresHandle, type Database, type DatabaseHandle } from '../src/db/database';
import { FifoGate } from '../src/db/pglite-queue';
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
  if (template.kind === 'pglite') return lendPglite(await takePglite(template.dumpPath));
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

// Opening a PGlite database from the template's dump costs about 1.9 CPU-seconds (the WebAssembly
// Postgres starting on a copied data folder), 250 of the PGlite pass's 440 CPU-seconds. A closed
// database therefore goes back to its worker, and the next file gets it emptied to the template's
// state instead: every table truncated, the sequences set back, the session reset (~0.1 s). One
// that a test changed the schema of, left inside a transaction or closed itself is thrown away.

/** Databases this worker's earlier tests gave back. */
const idle: PGlite[] = [];
/** How many files a database has served: a database is thrown away after MAX_USES (memory). */
const uses = new WeakMap<PGlite, number>();
const MAX_USES = 25;

interface TemplateState {
  /** Every table of the app's schema, for one TRUNCATE. */
  readonly tables: string;
  /** The sequences no table owns, with their values (TRUNCATE ... RESTART IDENTITY resets the rest). */
  readonly sequences: readonly { readonly name: string; readonly value: string | null }[];
  /** The objects of the app's schema: a test that created or dropped one changed what the next finds. */
  readonly shape: string;
  /** The rows migrations write (the usual verification documents), put back after the TRUNCATE. */
  readonly rows: string;
}

let templateState: Promise<TemplateState> | undefined;

const SHAPE_SQL = `
  select string_agg(kind || ':' || name, ',' order by kind, name) as shape from (
    select 'rel' as kind, c.relname || '/' || c.relkind::text as name from pg_class c
      join pg_namespace n on n.oid = c.relnamespace where n.nspname = 'public'
    union all select 'fn', p.proname || '/' || p.oid from pg_proc p
      join pg_namespace n on n.oid = p.pronamespace where n.nspname = 'public'
    union all select 'trigger', t.tgname || '/' || t.tgenabled::text from pg_trigger t
      join pg_class c on c.oid = t.tgrelid join pg_namespace n on n.oid = c.relnamespace where n.nspname = 'public'
  ) objects`;

async function readTemplateState(client: PGlite): Promise<TemplateState> {
  const tables = await client.query<{ name: string }>(
    `select quote_ident(tablename) as name from pg_tables where schemaname = 'public' order by 1`,
  );
  const sequences = await client.query<{ name: string; value: string | null }>(
    `select quote_ident(sequencename) as name, last_value::text as value from pg_sequences s
      where schemaname = 'public' and not exists (
        select 1 from pg_depend d where d.classid = 'pg_class'::regclass
          and d.objid = format('public.%I', s.sequencename)::regclass and d.deptype in ('a', 'i'))`,
  );
  const shape = await client.query<{ shape: string }>(SHAPE_SQL);
  const rows: string[] = [];
  for (const { name } of tables.rows) {
    const content = await client.query<{ rows: string | null }>(`select json_agg(t)::text as rows from ${name} t`);
    const json = content.rows[0]?.rows;
    if (json)
      rows.push(
        `insert into ${name} select * from json_populate_recordset(null::${name}, '${json.replaceAll("'", "''")}');`,
      );
  }
  return {
    tables: tables.rows.map((row) => row.name).join(', '),
    sequences: sequences.rows,
    shape: shape.rows[0]!.shape,
    rows: rows.join(' '),
  };
}

async function takePglite(dumpPath: string): Promise<PGlite> {
  for (let client = idle.pop(); client; client = idle.pop()) {
    if (await resetToTemplate(client)) return client;
    if (!client.closed) await client.close().catch(() => undefined);
  }
  const client = await PGlite.create({
    loadDataDir: new Blob([await readFile(dumpPath)]),
    extensions: pgliteExtensions,
  });
  templateState ??= readTemplateState(client);
  await templateState;
  return client;
}

/** Empties a given-back database to the template's state; false when it cannot be trusted to be. */
async function resetToTemplate(client: PGlite): Promise<boolean> {
  if (client.closed || (uses.get(client) ?? 0) >= MAX_USES || !templateState) return false;
  const template = await templateState;
  try {
    // Fails inside a transaction block: such a database is not reused.
    await client.exec('discard all');
    const shape = await client.query<{ shape: string }>(SHAPE_SQL);
    if (shape.rows[0]!.shape !== template.shape) return false;
    const sequences = template.sequences.map(({ name, value }) =>
      value === null ? `alter sequence ${name} restart;` : `select setval('${name}', ${value}, true);`,
    );
    await client.exec(`truncate ${template.tables} restart identity cascade; ${sequences.join(' ')} ${template.rows}`);
    return true;
  } catch {
    return false;
  }
}

/**
 * A handle on a pooled database for one file. Closing it gives the database back once the queued
 * statements have run; a statement sent through it afterwards (a timer of a closed app) fails
 * instead of reaching the next file's data.
 */
function lendPglite(client: PGlite): TestDatabase {
  uses.set(client, (uses.get(client) ?? 0) + 1);
  let returned = false;
  const guarded = new Proxy(client, {
    get(target, property) {
      if (property === 'closed') return returned || target.closed;
      if (returned && typeof property === 'string' && STATEMENT_METHODS.has(property)) {
        throw new Error('This test database was closed.');
      }
      const value: unknown = Reflect.get(target, property, target);
      // PGlite keeps its state in #private fields: its methods must run on the instance itself.
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
  const gate = new FifoGate();
  const handle = pgliteHandle(guarded, gate);
  const stopListening = new Set<() => Promise<void>>();
  const lent: DatabaseHandle = {
    ...handle,
    listen: async (channel, handlers) => {
      const stop = await handle.listen(channel, handlers);
      stopListening.add(stop);
      return async () => {
        stopListening.delete(stop);
        await stop();
      };
    },
    close: async () => {
      if (returned) return;
      await gate.settled();
      await gate.run(async () => {
        for (const stop of stopListening) await stop();
        returned = true;
      });
      if (!client.closed) idle.push(client);
    },
  };
  return { handle: lent, db: lent.db, close: () => lent.close() };
}

const STATEMENT_METHODS = new Set(['query', 'exec', 'transaction', 'sql', 'execProtocol', 'execProtocolRaw', 'listen']);
