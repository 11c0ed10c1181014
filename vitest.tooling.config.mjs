import { defineConfig } from 'vitest/config';

// `pnpm test:rules`: the tests of the repository's own tooling, beside what they test: the
// project's lint rules (eslint/) and the scripts lint and git run (scripts/: the import-cycle,
// container, docs and commit message checks). Plain Node modules sharing one worker's modules.
export default defineConfig({
  test: {
    include: ['eslint/**/*.test.js', 'scripts/**/*.test.mjs'],
    isolate: false,
    reporters: ['default', 'json'],
    outputFile: { json: '.test-results/lint-rules.json' },
  },
});
