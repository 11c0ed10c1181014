/**
 * Seconds a client is told to wait (Retry-After) when the database does not answer: a crashed
 * PostgreSQL restarts and replays its log in a few seconds, and the pool reconnects by itself.
 */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

// Node's socket errors when PostgreSQL is not listening, went away, or cannot be reached.
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH']);
// SQLSTATE class 08 (connection exception) and the server going away: 57P01 admin_shutdown (also
// sent by an immediate shutdown), 57P02 crash_shutdown, 57P03 cannot_connect_now (starting up,
// in recovery).
const SERVER_GOING_AWAY = new Set(['57P01', '57P02', '57P03']);
// node-postgres's own errors for a lost connection carry no code, only these texts.
const DRIVER_TEXTS = [/^Connection terminated/, /is not queryable$/, /^timeout exceeded when trying to connect$/];

/**
 * Whether a failure means the database could not be reached or dropped the connection (down,
 * restarting, recovering) rather than a bug or a refused statement: the same request may well
 * succeed a few seconds later. Looks through the driver error Drizzle wraps, as isUniqueViolation.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  let current = error;
  // A few levels are plenty (Drizzle wraps once); the bound guards against a cause that cycles.
  for (let depth = 0; depth < 5 && isRecord(current); depth += 1, current = current.cause) {
    const code = typeof current.code === 'string' ? current.code : '';
    if (NETWORK_CODES.has(code) || SERVER_GOING_AWAY.has(code) || code.startsWith('08')) return true;
    const message = typeof current.message === 'string' ? current.message : '';
    if (DRIVER_TEXTS.some((text) => text.test(message))) return true;
  }
  return false;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}
