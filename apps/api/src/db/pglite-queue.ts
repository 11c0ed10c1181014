import type { PGlite } from '@electric-sql/pglite';
import { HttpError } from '../lib/http-error';
import { timedStatement } from './statement-timing';
import { whenQuiet } from './when-quiet';

/** Statements that may wait for the embedded database before new ones are refused. */
export const PGLITE_MAX_WAITING = 1000;

export const DATABASE_BUSY_MESSAGE = 'The marketplace is busy right now. Please try again in a few seconds.';

/**
 * A first-in, first-out line in front of PGlite, bounded.
 *
 * PGlite is one PostgreSQL backend running in this thread: statements run one at a time and,
 * while one runs, Node reads no socket. Its own lock hands the next statement over in a
 * microtask, so under load a chain of statements kept the event loop from reading new requests;
 * they waited in the kernel and were picked in no particular order. At 32 connections a catalog
 * request spent about 8 ms in the app, yet clients saw p50 334 ms and p99 1.8 s (issue 18).
 * Here the next statement starts from `setImmediate`: Node reads the sockets between two
 * statements, every request joins the line when it arrives, and waits are served in order.
 * Past `maxWaiting` waiting statements new work is refused (503) instead of queued behind
 * seconds of work; a server that gets there needs PostgreSQL (DATABASE_URL).
 */
export class FifoGate {
  #busy = false;
  // At most `maxWaiting` entries, so `shift()` stays cheap.
  #waiting: (() => void)[] = [];

  constructor(readonly maxWaiting: number = PGLITE_MAX_WAITING) {}

  get waiting(): number {
    return this.#waiting.length;
  }

  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.#busy) await this.#wait();
    else this.#busy = true;
    try {
      return await work();
    } finally {
      this.#handOver();
    }
  }

  /** Resolves once nothing has run or waited for a whole turn of the event loop (see whenQuiet). */
  settled(timeoutMs?: number): Promise<void> {
    return whenQuiet(() => this.#busy || this.waiting > 0, timeoutMs);
  }

  #wait(): Promise<void> {
    if (this.waiting >= this.maxWaiting) throw new HttpError(503, DATABASE_BUSY_MESSAGE);
    return new Promise((resolve) => this.#waiting.push(resolve));
  }

  /** The gate stays taken during the hop, so nobody arriving meanwhile can jump the line. */
  #handOver(): void {
    const next = this.#waiting.shift();
    if (next) setImmediate(next);
    else this.#busy = false;
  }
}

/**
 * Statements that cannot change data: a plain SELECT (or WITH ... SELECT) that names no
 * data-modifying command and no sequence-moving function. Anything else counts as a possible write.
 * Erring towards "write" only costs the catalog cache one version read (see `pgliteWriteCount`).
 * Words inside identifiers do not match (`updated_at`, `is_deleted`): `\b` needs a non-word side.
 */
const READ_ONLY_START = /^(?:\s|--[^\n]*\n|\/\*[\s\S]*?\*\/|\()*(?:select|with)\b/i;
const WRITING_WORD = /\b(?:insert|update|delete|merge|truncate|nextval|setval|lo_\w+|dblink\w*)\b/i;

export function mayWrite(statement: unknown): boolean {
  if (typeof statement !== 'string') return true;
  return !READ_ONLY_START.test(statement) || WRITING_WORD.test(statement);
}

/** Writes finished through each queued instance (see `pgliteWriteCount`). */
const writeCounts = new WeakMap<object, { finished: number }>();

/**
 * How many statements that may have written data have finished through this queued PGlite
 * (`exec` and every transaction count, committed or not), or undefined for anything else (a
 * PostgreSQL pool). The queue sees every statement of the process, and PGlite belongs to this one
 * process, so an unchanged count proves that nothing was written since it was last read: the
 * catalog cache then skips reading its version through WebAssembly (issue 18). The count moves
 * before the gate passes to the next statement, so a caller whose write resolved, and anyone
 * after them, sees it.
 */
export function pgliteWriteCount(client: unknown): (() => number) | undefined {
  const count = typeof client === 'object' && client !== null ? writeCounts.get(client) : undefined;
  return count && (() => count.finished);
}

/**
 * The same PGlite instance with `query`, `exec` and `transaction` taken through `gate`. A
 * transaction holds the gate throughout (PGlite already runs nothing beside an open transaction);
 * the statements inside it go to its own `tx` object and do not queue again.
 */
export function queuedPglite(client: PGlite, gate: FifoGate): PGlite {
  const count = { finished: 0 };
  /** Runs `work` in turn; a possible write moves the count before the next statement's turn. */
  const run = <T>(writes: boolean, work: () => Promise<T>) =>
    gate.run(async () => {
      try {
        return await work();
      } finally {
        if (writes) count.finished += 1;
      }
    });
  const queued: Record<string, unknown> = {
    // Timed once their turn came (statement-timing): the wait in line is the gate's, not theirs.
    query: (...args: Parameters<PGlite['query']>) =>
      run(mayWrite(args[0]), () => timedStatement('pglite', args[0], () => client.query(...args))),
    exec: (...args: Parameters<PGlite['exec']>) =>
      run(true, () => timedStatement('pglite', args[0], () => client.exec(...args))),
    // The statements inside go to PGlite's own transaction object: timed as one.
    transaction: (...args: Parameters<PGlite['transaction']>) =>
      run(true, () => timedStatement('pglite', 'transaction', () => client.transaction(...args), 'transaction')),
    // Not used by drizzle, but they would reach the database around the line and the count.
    sql: (...args: Parameters<PGlite['sql']>) => run(mayWrite(args[0].join('$')), () => client.sql(...args)),
    execProtocol: (...args: Parameters<PGlite['execProtocol']>) => run(true, () => client.execProtocol(...args)),
    execProtocolRaw: (...args: Parameters<PGlite['execProtocolRaw']>) =>
      run(true, () => client.execProtocolRaw(...args)),
  };
  const proxy = new Proxy(client, {
    get(target, property) {
      if (typeof property === 'string' && property in queued) return queued[property];
      const value: unknown = Reflect.get(target, property, target);
      // PGlite keeps its state in #private fields: its methods must run on the instance itself.
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
  writeCounts.set(proxy, count);
  return proxy;
}
