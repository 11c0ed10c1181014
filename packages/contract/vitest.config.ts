import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    reporters: ['default', 'json', ['../../scripts/vitest-file-times.mjs', { name: 'contract' }]],
    outputFile: { json: '../../.test-results/contract.json' },
  },
});
