/** What global setup prepared for the test files: a PGlite dump or a PostgreSQL template database. */
export type TestDatabaseTemplate =
  { kind: 'pglite'; dumpPath: string } | { kind: 'postgres'; adminUrl: string; templateName: string };

declare module 'vitest' {
  export interface ProvidedContext {
    testDatabase: TestDatabaseTemplate;
  }
}

export const TEMPLATE_DATABASE = 'marketplace_test_template';

export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}
