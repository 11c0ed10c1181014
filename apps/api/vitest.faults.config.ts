import { defineConfig } from 'vitest/config';

// Tests that run the product as real processes and break things under it (issue 20): several API
// processes on one PostgreSQL and Redis, kill -9 mid-checkout, the database restarted under load,
// a backup restored into a fresh data folder. Each starts the servers it needs (test/faults/support)
// and runs once per `pnpm verify`, not once per database like the main suite.
export default defineConfig({
  test: {
    include: ['test/faults/**/*.test.ts'],
    pool: 'forks',
    // One at a time: each file starts several servers, and the machine has two cores.
    fileParallelism: false,
    testTimeout: 180_000,
    hookTimeout: 120_000,
    reporters: ['default', 'json', ['../../scripts/vitest-file-times.mjs', { name: 'api-faults' }]],
    outputFile: { json: '../../.test-results/api-faults.json' },
  },
});
