import { defineConfig } from 'vitest/config';
import { TEST_WORKERS } from '../../scripts/vitest-workers.mjs';

const databaseKind = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';

/**
 * Tests of the HTTP layer that ask the database nothing either engine could answer differently:
 * every operation with hostile input, and as each of nine identities. PGlite is PostgreSQL's own
 * engine, so they run once, on the PostgreSQL pass (`pnpm test:postgres`, production's database):
 * about 130 s of file time the PGlite pass does not repeat (run 34, docs/testing.md).
 */
const POSTGRES_PASS_ONLY = ['test/hostile-input-*.test.ts', 'test/authorization-matrix.test.ts'];
/**
 * Tests that run on an embedded PGlite of their own whatever the pass (PGlite's statement queue,
 * the OpenAPI document built from an app on an empty PGlite): the PostgreSQL pass would repeat
 * them unchanged (about 20 s of its file time, run 34).
 */
const PGLITE_PASS_ONLY = ['src/db/pglite-queue.test.ts', 'test/openapi.test.ts'];

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts', 'bench/**/*.test.ts'],
    // Real processes and faults: vitest.faults.config.ts runs them once, after both database passes.
    exclude: [
      'test/faults/**',
      '**/node_modules/**',
      ...(databaseKind === 'pglite' ? POSTGRES_PASS_ONLY : PGLITE_PASS_ONLY),
    ],
    globalSetup: ['test/global-setup.ts'],
    // Each file gets its own database cloned from a template migrated once in global setup.
    pool: 'forks',
    // Files share a worker's module cache: importing the app, drizzle and PGlite's WASM once per
    // worker instead of once per file took the PGlite pass from about 5.5 to under 4 minutes when
    // it was measured (issue 31); it has since come to under 3 (docs/testing.md).
    // Files stay independent: each builds its own app on its own database clone.
    isolate: false,
    maxWorkers: TEST_WORKERS,
    testTimeout: 30_000,
    // `pnpm verify` adds up these reports (scripts/test-summary.mjs); one per database.
    reporters: ['default', 'json', ['../../scripts/vitest-file-times.mjs', { name: `api-${databaseKind}` }]],
    outputFile: { json: `../../.test-results/api-${databaseKind}.json` },
    hookTimeout: 60_000,
  },
});
