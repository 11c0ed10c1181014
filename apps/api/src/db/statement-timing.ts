import { getTableName, isTable } from 'drizzle-orm';
import { dbQueryDuration, secondsSince } from '../lib/observability/metrics';
import { statementNamer } from '../lib/observability/statement-name';
import { endChildSpan, SpanKind, startChildSpan } from '../lib/observability/tracing';
import * as schema from './schema/index';

// Every statement the app sends is timed by name (`marketplace_db_query_duration_seconds`) and,
// with tracing on, becomes a client span under the request's (issue 39). Names come from the SQL
// text and the schema's tables only: see lib/observability/statement-name.

const nameOf = statementNamer(
  Object.values(schema)
    .filter((value) => isTable(value))
    .map((table) => getTableName(table)),
);

/**
 * Starts timing one statement; the returned function ends it with the statement's error, if any.
 * `name` replaces the name read from the text (an embedded transaction as a whole).
 */
export function startStatement(
  system: 'postgresql' | 'pglite',
  sql: string,
  name: string = nameOf(sql),
): (error?: unknown) => void {
  const startedAt = performance.now();
  const span = startChildSpan(name, { 'db.system.name': system, 'db.query.text': sql }, SpanKind.CLIENT);
  return (error) => {
    dbQueryDuration.labels(name, error ? 'error' : 'ok').observe(secondsSince(startedAt));
    endChildSpan(span, error);
  };
}

/** Runs the promised statement `run` timed as `sql`. */
export async function timedStatement<T>(
  system: 'postgresql' | 'pglite',
  sql: string,
  run: () => Promise<T>,
  name?: string,
): Promise<T> {
  const end = startStatement(system, sql, name);
  try {
    const result = await run();
    end();
    return result;
  } catch (error) {
    end(error);
    throw error;
  }
}

/** The SQL text of a node-postgres `query()` call's first argument, if it has one. */
export function sqlTextOf(config: unknown): string | undefined {
  if (typeof config === 'string') return config;
  if (typeof config === 'object' && config !== null && typeof (config as { text?: unknown }).text === 'string')
    return (config as { text: string }).text;
  return undefined;
}
