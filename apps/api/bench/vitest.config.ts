import { defineConfig } from 'vitest/config';

// The benchmark suite's own unit tests (pure logic, no database): `npx vitest run -c bench/vitest.config.ts`
// from apps/api. Kept apart from the API's config, whose global setup migrates a database.
export default defineConfig({
  test: { root: import.meta.dirname, include: ['**/*.test.ts'] },
});
