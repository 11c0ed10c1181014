import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // The client only needs fetch, FormData, Blob and AbortSignal, which Node 20 has built in.
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // Files share their worker's modules (15 CPU-seconds to 3, issue 31): the client keeps no
    // module-level state, and the tests that stub a global or spy on console restore it after.
    isolate: false,
    // `pnpm verify` adds up these reports (scripts/test-summary.mjs).
    reporters: ['default', 'json', ['../../scripts/vitest-file-times.mjs', { name: 'client' }]],
    outputFile: { json: '../../.test-results/client.json' },
  },
});
