import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { pgliteWriteCount } from '../../db/pglite-queue';

// A short-lived cache of public catalog answers (issue 18). The public catalog is the same for
// every caller, so a page and its exact total can be computed once and served to the next
// visitors until the catalog changes. Whether it changed comes from the database, not from the
// code that writes: migration 0011 bumps the `catalog_version` sequence after every statement
// that writes listings, providers, categories, reviews or listing photos (also in another API
// process, a seed or psql), and every read compares that number first. On PGlite that read is
// skipped while no statement that may write has finished since the last one (see `writeCount`).

/**
 * Bounds staleness even if a change slipped between a writer's bump and its commit (see below).
 * For as long again, an unchanged version still answers from memory while one request refreshes
 * the entry in the background, so expiry alone never makes visitors wait for a query.
 */
const DEFAULT_TTL_MS = 5_000;
/** Distinct filters kept; the least recently used goes first. */
const DEFAULT_MAX_ENTRIES = 500;

const ignore = () => undefined;

interface Entry {
  version: string;
  storedAt: number;
  value: unknown;
}

export interface CatalogCacheOptions {
  ttlMs?: number;
  maxEntries?: number;
  now?: () => number;
  /**
   * The database runs one statement at a time (PGlite: other queries wait for an open
   * transaction), so no read can fall between a writer's bump and its commit and answers need no
   * time limit: they last until the next write.
   */
  singleConnection?: boolean;
  /** Where the version comes from; the catalog_version sequence unless a test says otherwise. */
  readVersion?: () => Promise<string>;
  /**
   * A count of finished statements that may have written, when every statement of every writer
   * passes this process (PGlite; found on `db` unless a test says otherwise). While it stands
   * still the version cannot have moved, so it is not read again: on PGlite that read ran through
   * WebAssembly on every request and took about 40% of the busy time of cached answers (issue 18).
   */
  writeCount?: () => number;
}

export interface CatalogCache {
  /**
   * The cached answer for `key` at the catalog's current version, or `load()`'s, stored when no
   * write happened while it ran. Concurrent misses of one key share a single `load()`.
   */
  read<T>(key: string, load: () => Promise<T>): Promise<T>;
}

export function createCatalogCache(db: Database, options: CatalogCacheOptions = {}): CatalogCache {
  const ttlMs = options.singleConnection ? Infinity : (options.ttlMs ?? DEFAULT_TTL_MS);
  const maxEntries = options.maxEntries ?? DEFAULT_MAX_ENTRIES;
  const now = options.now ?? Date.now;
  const entries = new Map<string, Entry>();
  const loading = new Map<string, Promise<unknown>>();
  const readVersion = options.readVersion ?? sequenceVersion(db);
  // The count vouches for the catalog_version sequence of `db`, not for another version source.
  const writeCount =
    options.writeCount ?? (options.readVersion ? undefined : pgliteWriteCount((db as { $client?: unknown }).$client));
  /** The last version read, and the write count taken just before that read was sent. */
  let known: { writes: number; version: Promise<string> } | undefined;
  let running: Promise<string> | undefined;
  let queued: Promise<string> | undefined;
  /**
   * The version as of a moment after the call: a caller who just committed a write sees it. Under
   * load, callers arriving while one read is under way share the next one, which starts after
   * they arrived, so 32 concurrent requests cost about two round trips instead of 32.
   */
  const currentVersion = (): Promise<string> => {
    if (known && known.writes === writeCount?.()) return known.version;
    if (!running) {
      // Counted before the read is sent: a write finishing while it runs leaves the count ahead
      // of `known`, so the next caller reads again even if this read already saw that write.
      const writes = writeCount?.();
      const reading = readVersion();
      running = reading.finally(() => {
        running = undefined;
      });
      if (writes !== undefined) {
        reading.then(() => {
          known = { writes, version: reading };
        }, ignore);
      }
      return running;
    }
    queued ??= running.then(ignore, ignore).then(() => {
      queued = undefined;
      return currentVersion();
    });
    return queued;
  };

  function remember(key: string, version: string, value: unknown) {
    entries.delete(key);
    entries.set(key, { version, storedAt: now(), value });
    if (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
  }

  async function loadAndRemember<T>(key: string, version: string, load: () => Promise<T>): Promise<T> {
    const value = await load();
    // A write that bumped the version while `load` ran may or may not be in its answer: keep it
    // only when nothing was written meanwhile. A writer that bumped before `version` was read but
    // commits after `load`'s snapshot cannot be seen from here; the TTL bounds that window.
    if ((await currentVersion()) === version) remember(key, version, value);
    return value;
  }

  /** One load per key and version at a time: concurrent misses wait for the same answer. */
  function loadOnce<T>(key: string, version: string, load: () => Promise<T>): Promise<T> {
    const flightKey = `${version}\u0000${key}`;
    const inFlight = loading.get(flightKey);
    if (inFlight) return inFlight as Promise<T>;
    const promise = loadAndRemember(key, version, load).finally(() => loading.delete(flightKey));
    loading.set(flightKey, promise);
    return promise;
  }

  return {
    async read<T>(key: string, load: () => Promise<T>): Promise<T> {
      const version = await currentVersion();
      const entry = entries.get(key);
      const age = entry && entry.version === version ? now() - entry.storedAt : Infinity;
      if (age >= 2 * ttlMs) return loadOnce(key, version, load);
      if (age >= ttlMs) {
        // The refresh's own failure reaches no one; the next miss of this key reports it.
        loadOnce(key, version, load).catch(ignore);
      }
      // Most recently used last, so eviction drops the coldest filter.
      entries.delete(key);
      entries.set(key, entry!);
      return entry!.value as T;
    },
  };
}

/** Prepared once: it runs for every catalog read. Reading a sequence waits for no writer's lock. */
function sequenceVersion(db: Database): () => Promise<string> {
  // A fresh sequence answers last_value 1 before and after its first nextval: is_called tells.
  const query = db
    .select({ version: sql<string>`(case when is_called then last_value else 0 end)::text` })
    .from(sql`catalog_version`)
    .prepare('catalog_version_read');
  return async () => (await query.execute())[0]?.version ?? '0';
}
