import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { compiledCatalogs } from '@marketplace/i18n/vite-plugin';
import react from '@vitejs/plugin-react';
import type * as Contract from '@marketplace/contract';
import type { Connect, Plugin, ViteDevServer } from 'vite';
import { defineConfig } from 'vitest/config';
import { filesThatMockModules } from '../../scripts/vitest-isolation.mjs';
import { TEST_WORKERS } from '../../scripts/vitest-workers.mjs';

const mockingTests = filesThatMockModules(import.meta.dirname);

// The back office is served by apps/api: its files under /backoffice/, its index.html for the
// portals' client routes /admin/* and /provider-dashboard/* (apps/api/src/plugins/spa.ts). In
// development `pnpm --filter @marketplace/backoffice dev` proxies /api and /media to a running API.
const apiOrigin = process.env.API_ORIGIN ?? 'http://localhost:3000';

// react-admin imports react-router-dom, which Node loads as ESM and which loads react-router's ESM
// build; Vite alone would give the tests react-router's CommonJS build: two router contexts, and
// <Admin> would not see the router it is mounted in. Tests take the build Node takes.
const reactRouterEsm = createRequire(import.meta.url).resolve('react-router');

/**
 * The dev server answers the portals' paths with the app's page, as apps/api does in production.
 * Node loads this file before it can load a TypeScript workspace package, so the paths come from
 * packages/contract (BACKOFFICE_PATH_PATTERN) through the dev server itself, on the first request.
 */
function portalFallback(server: ViteDevServer): Connect.NextHandleFunction {
  let portalPath: Promise<RegExp> | undefined;
  return (request, _response, next) => {
    if (request.method !== 'GET') return next();
    portalPath ??= server
      .ssrLoadModule('@marketplace/contract')
      .then((contract) => (contract as typeof Contract).BACKOFFICE_PATH_PATTERN);
    portalPath.then((pattern) => {
      if (pattern.test(request.url ?? '')) request.url = '/backoffice/index.html';
      next();
    }, next);
  };
}

/**
 * react-admin's <Title> lets a page title be edited in its Inspector (PageTitleConfigurable with a
 * MUI TextField as editor). The back office offers no Inspector, so the editor could never open,
 * yet it put the TextField and every input it builds on (13 KB gzip) into each portal's first
 * load. Title gets the plain PageTitle in its place; everything else about it is unchanged.
 */
function pageTitleWithoutEditor(): Plugin {
  const shim = '\0page-title-without-editor';
  let pageTitle = '';
  return {
    name: 'page-title-without-editor',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source !== './PageTitleConfigurable.js' || !importer?.includes('ra-ui-materialui')) return null;
      pageTitle = join(dirname(importer), 'PageTitle.js');
      return shim;
    },
    load(id) {
      if (id !== shim) return null;
      return [
        `import { createElement } from 'react';`,
        `import { PageTitle } from ${JSON.stringify(pageTitle)};`,
        `export const PageTitleConfigurable = ({ preferenceKey, ...props }) => createElement(PageTitle, props);`,
      ].join('\n');
    },
  };
}

export default defineConfig({
  base: '/backoffice/',
  // `@/x` is `src/x` (tsconfig.json `paths`; eslint's import-boundaries resolves it the same way),
  // for the build and the tests alike.
  resolve: {
    alias: [
      { find: /^@\//, replacement: fileURLToPath(new URL('./src/', import.meta.url)) },
      // react-admin's fallback names without the package's rule tables (src/build/inflection-lite.ts).
      { find: /^inflection$/, replacement: fileURLToPath(new URL('./src/build/inflection-lite.ts', import.meta.url)) },
    ],
  },
  plugins: [
    react(),
    compiledCatalogs(),
    pageTitleWithoutEditor(),
    { name: 'portal-fallback', configureServer: (server) => void server.middlewares.use(portalFallback(server)) },
  ],
  server: {
    port: 5174,
    proxy: { '/api': apiOrigin, '/media': apiOrigin },
  },
  build: {
    // scripts/bundle-size.mjs reads the manifest to add up what each portal's landing page downloads.
    manifest: true,
    // The shell reads a few constants from contract modules that also build TypeBox schemas at
    // their top level; TypeBox's builders are pure, so schemas nobody reads are left out. Property
    // reads have no side effects here either, as in the storefront's build (issue 18): without it
    // /provider-dashboard/home grew past its 300 KB goal (300.1 KB; 299.2 KB with it).
    rolldownOptions: { treeshake: { manualPureFunctions: ['Type'], propertyReadSideEffects: false } },
  },
  test: {
    environment: 'jsdom',
    setupFiles: ['./vitest.setup.ts'],
    // Files share their worker's modules unless they mock one (scripts/vitest-isolation.mjs).
    // (Each project names its files: a project's include is added to the root's, not put in its place.)
    projects: [
      {
        extends: true,
        test: { name: 'shared', include: ['src/**/*.test.{ts,tsx}'], exclude: mockingTests, isolate: false },
      },
      { extends: true, test: { name: 'isolated', include: mockingTests } },
    ],
    // A portal's first render loads react-admin and MUI: seconds on a busy 2-core machine.
    testTimeout: 15_000,
    maxWorkers: TEST_WORKERS,
    alias: [{ find: /^react-router$/, replacement: reactRouterEsm }],
    reporters: ['default', 'json', ['../../scripts/vitest-file-times.mjs', { name: 'backoffice' }]],
    outputFile: { json: '../../.test-results/backoffice.json' },
  },
});
