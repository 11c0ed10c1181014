// What an answer must never show: a stack trace, a driver's error or SQL. Error bodies are also
// checked for SQL keywords, after the texts the request itself sent are taken out (an error may
// quote a field back). Successful bodies are not: they list what earlier requests stored, which
// includes the SQL payloads the fuzz test saved as names and descriptions.

const INTERNALS = [
  /\n\s+at\s/,
  /\bat\s+\S+\s+\([^)]*:\d+:\d+\)/,
  /node:internal|node_modules|\.[cm]?[jt]s:\d+:\d+/,
  /Failed query|syntax error at or near|violates|duplicate key value|invalid input syntax|invalid byte sequence/i,
  /out of range for type|relation "|column "|PGlite|drizzle/i,
  /\b(?:Type|Range|Reference|Syntax|Database|Postgres)Error\b/,
];
const SQL = /\b(?:select|insert\s+into|update|delete\s+from)\b[\s\S]{0,80}\b(?:from|values|set|where)\b/i;

/** The first leak found in an answer, or undefined. */
export function leakIn(statusCode: number, body: string, sentTexts: readonly string[]): string | undefined {
  let text = body;
  if (statusCode >= 400) {
    for (const sent of sentTexts) {
      if (sent.length < 3) continue;
      text = text.split(sent).join('').split(JSON.stringify(sent).slice(1, -1)).join('');
    }
  }
  const internal = INTERNALS.find((pattern) => pattern.test(text));
  if (internal) return `matches ${internal}`;
  if (statusCode >= 400 && SQL.test(text)) return `mentions SQL (${SQL})`;
  return undefined;
}
