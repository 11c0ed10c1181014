import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    // Each file gets its own database cloned from a template migrated once in global setup.
    pool: 'forks',
    testTimeout: 30_000,
    // `pnpm verify` adds up these reports (scripts/test-summary.mjs); one per database.
    reporters: ['default', 'json'],
    outputFile: { json: `../../.test-results/api-${process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite'}.json` },
    hookTimeout: 60_000,
  },
});
