import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // The client only needs fetch, FormData, Blob and AbortSignal, which Node 20 has built in.
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // `pnpm verify` adds up these reports (scripts/test-summary.mjs).
    reporters: ['default', 'json', ['../../scripts/vitest-file-times.mjs', { name: 'client' }]],
    outputFile: { json: '../../.test-results/client.json' },
  },
});
