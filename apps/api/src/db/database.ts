import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { dbPoolErrors } from '../lib/observability/metrics';
import { FifoGate, queuedPglite } from './pglite-queue';
import { sqlTextOf, startStatement } from './statement-timing';
import { whenQuiet } from './when-quiet';
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
  /** PostgreSQL only: the pool's connections now (for the metrics). */
  poolStats?(): PoolStats;
  /** Runs `work` while holding a PostgreSQL advisory lock, so concurrent API processes take turns. */
  withAdvisoryLock<T>(key: number, work: () => Promise<T>): Promise<T>;
  /**
   * Receives every NOTIFY on `channel` (sent with `pg_notify` in a transaction, delivered on its
   * commit) until the returned stop function is called. Resolves once the LISTEN is in place.
   */
  listen(channel: string, handlers: ChannelHandlers): Promise<() => Promise<void>>;
  /**
   * PGlite only: the whole data folder as an uncompressed tar archive (PGlite's dumpDataDir),
   * taken while no statement or transaction runs, so it holds every commit made before it and
   * nothing after. Requests wait meanwhile (about a third of a second for the demo data).
   */
  snapshot?(): Promise<Blob>;
  close(): Promise<void>;
}

export interface PoolStats {
  inUse: number;
  idle: number;
  waiting: number;
  max: number;
}

export interface ChannelHandlers {
  onPayload(payload: string): void;
  /** The listening connection was lost and is back: anything sent meanwhile was missed. */
  onReconnect?(): void;
  onError?(error: Error): void;
}

const CHANNEL_NAME = /^[a-z_][a-z0-9_]{0,62}$/;
const MAX_RECONNECT_DELAY_MS = 30_000;

/** Extensions must be handed to PGlite when the instance is created; migrations then enable them. */
export const pgliteExtensions = { pg_trgm, unaccent };

export function pgliteHandle(client: PGlite, gate: FifoGate = new FifoGate()): DatabaseHandle {
  // Everything the app asks goes through one fair line (see pglite-queue); `client` itself is
  // used only for LISTEN and closing.
  const queued = queuedPglite(client, gate);
  const db = drizzlePglite(queued, { schema }) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    ping: async () => {
      await queued.query('select 1');
    },
    // One embedded connection in one process: there is nobody to take turns with.
    withAdvisoryLock: (_key, work) => work(),
    // PGlite is one session, and a session receives its own notifications: the same SQL works.
    listen: async (channel, handlers) => {
      const unlisten = await client.listen(channel, (payload) => handlers.onPayload(payload));
      return async () => {
        if (!client.closed) await unlisten();
      };
    },
    // The gate keeps every other statement out until the archive is read. CHECKPOINT first writes
    // every changed page to the files, so the copy opens without replaying the log since the last one.
    snapshot: () =>
      gate.run(async () => {
        await client.exec('CHECKPOINT');
        return client.dumpDataDir('none');
      }),
    // Requests still finishing (their clients may have gone) get their statements run first.
    close: async () => {
      await gate.settled();
      await gate.run(async () => {
        if (!client.closed) await client.close();
      });
    },
  };
}

export function postgresHandle(pool: pg.Pool): DatabaseHandle {
  // An idle pooled connection can be cut by the server (restart, failover, admin). Without a
  // listener that error would crash the process; the pool replaces the connection on next use.
  pool.on('error', (error) => {
    dbPoolErrors.inc();
    console.error(`PostgreSQL connection lost while idle: ${error.message}`);
  });
  // A connection can also be cut while a request holds it (a transaction between statements, or
  // the advisory lock's client), and the pool listens only while a client is idle: unheard, the
  // client's 'error' event crashed the process when PostgreSQL restarted. The statement that
  // needed it fails anyway (answered 503), and the pool drops the broken client on release.
  pool.on('connect', (client) => {
    client.on('error', () => dbPoolErrors.inc());
    timeQueries(client);
  });
  timeQueries(pool);
  const db = drizzlePostgres(pool, { schema }) as unknown as Database;
  let closed = false;
  const listeners = new Set<() => Promise<void>>();
  return {
    db,
    kind: 'postgres',
    // Straight to the pool: the health check is polled by load balancers, and building the
    // statement through drizzle cost more than the round trip (issue 18).
    ping: async () => {
      await pool.query('select 1');
    },
    poolStats: () => ({
      inUse: pool.totalCount - pool.idleCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
      max: pool.options.max ?? 10,
    }),
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
    listen: async (channel, handlers) => {
      const stop = await listenOnDedicatedClient(pool, channel, handlers);
      const stopOnce = async () => {
        if (listeners.delete(stopOnce)) await stop();
      };
      listeners.add(stopOnce);
      return stopOnce;
    },
    close: async () => {
      if (closed) return;
      closed = true;
      await Promise.all([...listeners].map((stop) => stop()));
      // Requests still finishing (their clients may have gone) get their statements run first.
      await whenQuiet(() => pool.waitingCount > 0 || pool.totalCount > pool.idleCount);
      await pool.end();
    },
  };
}

/**
 * Times every statement sent through `target.query` with a promise (drizzle's, the ping, the
 * advisory locks). Calls with a callback are left alone: the pool's own `query` makes one to the
 * client it borrowed, and that statement is already timed by the pool's `query`, in the caller's
 * context (a callback run when a connection frees up would be in the context of whoever freed it).
 */
function timeQueries(target: pg.Pool | pg.PoolClient): void {
  const query = target.query.bind(target) as (...args: unknown[]) => unknown;
  (target as { query: unknown }).query = (...args: unknown[]) => {
    const sql = sqlTextOf(args[0]);
    if (sql === undefined || args.some((arg) => typeof arg === 'function')) return query(...args);
    const end = startStatement('postgresql', sql);
    const result = query(...args) as Promise<unknown>;
    result.then(
      () => end(),
      (error: unknown) => end(error),
    );
    return result;
  };
}

/**
 * LISTEN needs a session that stays open and is never handed to other work, so it gets a client
 * of its own (same settings as the pool, outside it). When that connection fails it is replaced
 * with back-off (1 s doubling, at most 30 s) and `onReconnect` tells the caller to catch up.
 */
async function listenOnDedicatedClient(
  pool: pg.Pool,
  channel: string,
  handlers: ChannelHandlers,
): Promise<() => Promise<void>> {
  if (!CHANNEL_NAME.test(channel)) throw new Error(`Invalid channel name "${channel}"`);
  let current: pg.Client | undefined;
  let stopped = false;
  let retryTimer: NodeJS.Timeout | undefined;
  let delay = 1000;

  const connect = async () => {
    const client = new pg.Client(pool.options);
    client.on('notification', (message) => {
      if (message.channel === channel) handlers.onPayload(message.payload ?? '');
    });
    client.on('error', (error) => lost(client, error));
    client.on('end', () => lost(client, new Error('LISTEN connection ended')));
    try {
      await client.connect();
      await client.query(`LISTEN ${channel}`);
    } catch (error) {
      await client.end().catch(() => {});
      throw error;
    }
    if (stopped) await client.end();
    else current = client;
  };
  const retry = () => {
    retryTimer = setTimeout(() => {
      connect().then(
        () => {
          delay = 1000;
          if (!stopped) handlers.onReconnect?.();
        },
        (error: Error) => {
          handlers.onError?.(error);
          delay = Math.min(delay * 2, MAX_RECONNECT_DELAY_MS);
          if (!stopped) retry();
        },
      );
    }, delay);
  };
  const lost = (client: pg.Client, error: Error) => {
    if (stopped || client !== current) return;
    current = undefined;
    handlers.onError?.(error);
    client.end().catch(() => {});
    retry();
  };

  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retryTimer);
    const client = current;
    current = undefined;
    await client?.end();
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
