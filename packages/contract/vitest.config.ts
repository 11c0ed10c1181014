import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // The schemas are pure: files share their worker's modules instead of loading TypeBox and the
    // contract once per file (18 CPU-seconds to 3 on this 2-core machine, issue 31).
    isolate: false,
    reporters: ['default', 'json', ['../../scripts/vitest-file-times.mjs', { name: 'contract' }]],
    outputFile: { json: '../../.test-results/contract.json' },
  },
});
