/**
 * A statement's name for metrics and spans: its verb and the first table it names ("select
 * orders", "insert mail_outbox", "update service_items", "begin"). The name comes from the SQL
 * text the code wrote (drizzle's, with $1 placeholders), never from values; a table that is not
 * the schema's, or a verb not listed, becomes "other", so the set of names stays bounded.
 */

const VERBS = new Set([
  'select',
  'insert',
  'update',
  'delete',
  'with',
  'begin',
  'commit',
  'rollback',
  'savepoint',
  'release',
  'set',
  'show',
  'lock',
  'listen',
  'unlisten',
  'notify',
  'create',
  'alter',
  'drop',
  'truncate',
  'copy',
  'do',
  'values',
  'explain',
  'refresh',
  'vacuum',
  'analyze',
  'checkpoint',
]);
/** Verbs whose table is worth naming; the others ("begin", "commit") are the name by themselves. */
const TABLE_OF: Record<string, RegExp> = {
  select: /\bfrom\s+(?:only\s+)?"?(\w+)"?/i,
  with: /\bfrom\s+(?:only\s+)?"?(\w+)"?/i,
  insert: /^\s*insert\s+into\s+"?(\w+)"?/i,
  update: /^\s*update\s+(?:only\s+)?"?(\w+)"?/i,
  delete: /^\s*delete\s+from\s+(?:only\s+)?"?(\w+)"?/i,
  lock: /^\s*lock\s+(?:table\s+)?"?(\w+)"?/i,
};
const FIRST_WORD = /^\s*(?:(?:--[^\n]*\n|\/\*[\s\S]*?\*\/|\()\s*)*([a-z]+)/i;
/** Distinct statement texts remembered; the code writes a few hundred, so this is never reached in use. */
const CACHE_LIMIT = 5000;

export type StatementNamer = (sql: string) => string;

/** A namer that knows the schema's tables (`tables`); each text is read once, then remembered. */
export function statementNamer(tables: Iterable<string>): StatementNamer {
  const known = new Set(tables);
  const cache = new Map<string, string>();
  const name = (sql: string): string => {
    const verb = FIRST_WORD.exec(sql)?.[1]?.toLowerCase();
    if (!verb || !VERBS.has(verb)) return 'other';
    const tablePattern = TABLE_OF[verb];
    if (!tablePattern) return verb;
    const table = tablePattern.exec(sql)?.[1];
    if (table === undefined) return verb;
    return `${verb} ${known.has(table) ? table : 'other'}`;
  };
  return (sql) => {
    let named = cache.get(sql);
    if (named === undefined) {
      if (cache.size >= CACHE_LIMIT) cache.clear();
      named = name(sql);
      cache.set(sql, named);
    }
    return named;
  };
}
