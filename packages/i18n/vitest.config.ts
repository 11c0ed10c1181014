import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    reporters: ['default', 'json', ['../../scripts/vitest-file-times.mjs', { name: 'i18n' }]],
    outputFile: { json: '../../.test-results/i18n.json' },
  },
});
