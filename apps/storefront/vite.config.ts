import { fileURLToPath } from 'node:url';
import { compiledCatalogs } from '@marketplace/i18n/vite-plugin';
import react from '@vitejs/plugin-react';
import { preloadFont } from './build-tools/preload-font';
import { pureSchemaCalls } from './build-tools/pure-schema-calls';
import type { UserConfig } from 'vite';
import { defineConfig } from 'vitest/config';
import { filesThatMockModules } from '../../scripts/vitest-isolation.mjs';
import { TEST_WORKERS } from '../../scripts/vitest-workers.mjs';

const mockingTests = filesThatMockModules(import.meta.dirname);

// The storefront is served by apps/api at / (see apps/api/src/plugins/spa.ts). In development
// `pnpm --filter @marketplace/storefront dev` proxies /api and /media to a running API.
const apiOrigin = process.env.API_ORIGIN ?? 'http://localhost:3000';

const browserBuild: UserConfig['build'] = {
  // scripts/bundle-size.mjs reads the manifest to add up what each page downloads.
  manifest: true,
  // Route-level chunks come from the lazy routes in src/app/router.tsx; Rolldown splits shared
  // code by what imports it. (Grouping all of MUI into one vendor chunk made every page download
  // every component any page uses: 270 KB gzip before the first paint.)
  rolldownOptions: {
    // Reading a property (or spreading an object) has no side effect in this code base: no
    // getters with effects. Without this, an unused spread of a schema's properties kept TypeBox
    // in the entry (issue 18).
    treeshake: { propertyReadSideEffects: false },
    output: {
      // Everything the entry imports statically goes in one chunk: it is all downloaded before
      // the first paint anyway, and as ~27 small files it cost a phone on HTTP/1.1 (6
      // connections) several round trips (issue 18). Route chunks still split by what they use.
      codeSplitting: { groups: [{ name: 'shell', tags: ['$initial'] }] },
    },
  },
};

// `vite build --ssr src/entry-server.tsx` (package.json "build") writes
// dist-server/entry-server.js: the server render of the public catalog pages that apps/api runs.
// One file with its dependencies inside, so the API needs none of the storefront's packages.
const serverBuild: UserConfig['build'] = {
  outDir: 'dist-server',
  emptyOutDir: true,
  copyPublicDir: false,
  rolldownOptions: { output: { codeSplitting: false } },
};

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), compiledCatalogs(), pureSchemaCalls(), preloadFont()],
  // `@/x` is `src/x` (tsconfig.json `paths`; eslint's import-boundaries resolves it the same way).
  // One config serves the browser build, the server build and the tests.
  resolve: { alias: [{ find: /^@\//, replacement: fileURLToPath(new URL('./src/', import.meta.url)) }] },
  server: {
    proxy: { '/api': apiOrigin, '/media': apiOrigin },
  },
  // The server bundle has its dependencies inside, React's production build among them, whatever
  // NODE_ENV the API runs with. (Only for that build: the tests load dependencies as Node does.)
  ...(isSsrBuild
    ? { ssr: { noExternal: true }, define: { 'process.env.NODE_ENV': JSON.stringify('production') } }
    : {}),
  build: isSsrBuild ? serverBuild : browserBuild,
  test: {
    // happy-dom sets up a file's document in a fraction of jsdom's time: the suite took 172 -> 108
    // CPU-s (92 -> 60 s; issue 31). The three files that check what only jsdom does (no CSS applied,
    // a style rule as written) ask for jsdom in their first line. (The back office stays on jsdom:
    // its tests of the data provider against the real API fail in happy-dom's fetch.)
    environment: 'happy-dom',
    setupFiles: ['./vitest.setup.ts'],
    // A page's first render loads MUI and the route's chunks: seconds on a busy 2-core machine
    // (beside another phase, the profile form's save once took 5.1 s, past Vitest's default 5 s).
    // The back office allows the same.
    testTimeout: 15_000,
    maxWorkers: TEST_WORKERS,
    // Files share their worker's modules unless they mock one (scripts/vitest-isolation.mjs).
    // (Each project names its files: a project's include is added to the root's, not put in its place.)
    projects: [
      {
        extends: true,
        test: { name: 'shared', include: ['src/**/*.test.{ts,tsx}'], exclude: mockingTests, isolate: false },
      },
      { extends: true, test: { name: 'isolated', include: mockingTests } },
    ],
    reporters: ['default', 'json', ['../../scripts/vitest-file-times.mjs', { name: 'storefront' }]],
    outputFile: { json: '../../.test-results/storefront.json' },
  },
}));
