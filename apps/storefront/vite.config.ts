import react from '@vitejs/plugin-react';
import { precompress } from './build-tools/precompress';
import { preloadFont } from './build-tools/preload-font';
import { pureSchemaCalls } from './build-tools/pure-schema-calls';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// The storefront is served by apps/api at / (see apps/api/src/plugins/spa.ts). In development
// `pnpm --filter @marketplace/storefront dev` proxies /api and /media to a running API.
const apiOrigin = process.env.API_ORIGIN ?? 'http://localhost:3000';

// The storefront runs on Preact's React-compatible renderer in the browser (dev server and build),
// not react-dom: 57 KB gzip less before any page paints, which is what brings public pages near
// issue 18's 150 KB budget (react-dom alone was 64 KB of it). The code still imports 'react' and
// is written against React 19's API; the unit tests render it with React itself (testing-library
// is React's), the end-to-end tests drive this Preact build. See docs/decisions.md.
const preact = (file: string) => fileURLToPath(new URL(`./node_modules/preact/${file}`, import.meta.url));
const preactAliases = [
  { find: /^react-dom\/client$/, replacement: preact('compat/client.mjs') },
  { find: /^react(-dom)?$/, replacement: preact('compat/dist/compat.mjs') },
  { find: /^react\/jsx-(dev-)?runtime$/, replacement: preact('jsx-runtime/dist/jsxRuntime.mjs') },
];

export default defineConfig({
  plugins: [react(), pureSchemaCalls(), preloadFont(), precompress()],
  // Absolute paths, so packages/ui and the dependencies resolve the same copy. Not under Vitest.
  resolve: { alias: process.env.VITEST ? [] : preactAliases },
  server: {
    proxy: { '/api': apiOrigin, '/media': apiOrigin },
  },
  build: {
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
  },
  test: {
    environment: 'jsdom',
    setupFiles: ['./vitest.setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    reporters: ['default', 'json'],
    outputFile: { json: '../../.test-results/storefront.json' },
  },
});
