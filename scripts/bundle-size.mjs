#!/usr/bin/env node
// Prints the JavaScript each page downloads on a first visit, gzip-compressed, for both apps: the
// entry chunk and its static imports, plus the chunks the page loads lazily before it can show
// (the storefront's route chunk; the back office's portal and landing page), each with its static
// imports. Run after `pnpm build`: `pnpm bench:bundle`; `--json` prints JSON and `--root <dir>`
// measures another checkout (the benchmark suite does both). A figure, not a test (performance
// goals are reported, never asserted in timed tests).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

function readBuild(appsDir, app) {
  const dist = join(appsDir, app, 'dist');
  const manifestPath = join(dist, '.vite', 'manifest.json');
  if (!existsSync(manifestPath)) throw new Error(`No ${app} build found in ${dist}: run \`pnpm build\` first.`);
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
  /** The chunk files a module needs before it runs: itself and its static imports, transitively. */
  const closure = (key, seen = new Set()) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(chunk.file)) return seen;
    seen.add(chunk.file);
    for (const imported of chunk.imports ?? []) closure(imported, seen);
    return seen;
  };
  const gzipBytes = (file) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
  const total = (files) => [...files].reduce((sum, file) => sum + gzipBytes(file), 0);
  const entryFiles = closure(Object.keys(manifest).find((key) => manifest[key].isEntry));
  /** A page: the entry plus the lazily loaded modules it waits for, each with its static imports. */
  const page = (modules) => {
    const files = new Set(entryFiles);
    for (const key of modules) closure(key, files);
    return { bytes: total(files), files: files.size };
  };
  return { manifest, entry: total(entryFiles), page };
}

/**
 * The storefront's catalogs a page waits for in a language (src/locales/catalogs.ts loadMessages):
 * the design system's and its own; the contract's Arabic comes after the page shows, so not here.
 */
const firstLoadCatalogs = (manifest, locale) =>
  Object.keys(manifest).filter((key) =>
    new RegExp(`^(src|\\.\\./\\.\\./packages/ui/src)/locales/${locale}\\.(ts|json)$`).test(key),
  );

/**
 * The back office's catalogs a portal waits for in a language (src/locales/catalogs.ts
 * loadMessages): the design system's, and the areas both portals share and the portal's own
 * (src/locales/areas.ts: `react-admin`, `shell`, `admin-*` or `provider-*`); the contract's Arabic
 * comes after the first render, so not here.
 */
const portalCatalogs = (manifest, portal, locale) =>
  Object.keys(manifest).filter(
    (key) =>
      new RegExp(`^src/locales/(react-admin|shell|${portal}-[a-z-]+)/${locale}\\.json$`).test(key) ||
      key === `../../packages/ui/src/locales/${locale}.json`,
  );

/**
 * First-load gzip JavaScript per page of both apps under `root` (a checkout, built):
 * `{ storefront: { entry, pages: [{ page, bytes, files }] }, backoffice: { ... } }`, in bytes.
 */
export function measureFirstLoad(root) {
  const appsDir = join(root, 'apps');
  const storefront = readBuild(appsDir, 'storefront');
  const routes = Object.keys(storefront.manifest)
    .filter((key) => key.startsWith('src/app/routes/') && !key.includes('.test.'))
    .sort();
  // The back office downloads one portal (main.tsx picks it by path), then the portal's landing
  // page. Screens and charts the landing page loads lazily in turn are not part of its first load.
  const backoffice = readBuild(appsDir, 'backoffice');
  const portalPage = (page, portal, modules) => ({
    page,
    ...backoffice.page(modules),
    english: backoffice.page([...modules, ...portalCatalogs(backoffice.manifest, portal, 'en')]).bytes,
    arabic: backoffice.page([...modules, ...portalCatalogs(backoffice.manifest, portal, 'ar')]).bytes,
  });
  return {
    storefront: {
      entry: storefront.entry,
      // `bytes` without the catalogs (as measured before there were any); `english` and `arabic`
      // with the catalogs the page waits for in that language.
      pages: routes.map((route) => ({
        page: route.replace('src/app/routes/', '').replace(/\.tsx?$/, ''),
        ...storefront.page([route]),
        english: storefront.page([route, ...firstLoadCatalogs(storefront.manifest, 'en')]).bytes,
        arabic: storefront.page([route, ...firstLoadCatalogs(storefront.manifest, 'ar')]).bytes,
      })),
    },
    backoffice: {
      entry: backoffice.entry,
      // Like the storefront's pages: `bytes` the code alone, `english` and `arabic` with the catalogs.
      pages: [
        portalPage('/admin/analytics', 'admin', [
          'src/portals/admin/admin-app.tsx',
          'src/portals/admin/dashboards/analytics/index.tsx',
        ]),
        portalPage('/provider-dashboard/home', 'provider', [
          'src/portals/provider/provider-app.tsx',
          'src/portals/provider/dashboards/home/index.tsx',
        ]),
      ],
    },
  };
}

function print(result) {
  const header = () =>
    console.log(
      `  ${'page'.padEnd(24)} ${'code'.padStart(9)} ${'English'.padStart(9)} ${'Arabic'.padStart(9)}  Arabic - English`,
    );
  const line = ({ page, bytes, files, english, arabic }) =>
    console.log(
      `  ${page.padEnd(24)} ${kb(bytes).padStart(9)} ${kb(english).padStart(9)} ${kb(arabic).padStart(9)}  ` +
        `${kb(arabic - english).padStart(8)}  (${files} files)`,
    );
  console.log(`storefront first-load JavaScript (gzip -9), entry ${kb(result.storefront.entry)}`);
  header();
  result.storefront.pages.forEach(line);
  console.log(`back office first-load JavaScript (gzip -9), entry ${kb(result.backoffice.entry)}`);
  header();
  result.backoffice.pages.forEach(line);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  try {
    const rootFlag = process.argv.indexOf('--root');
    const root = rootFlag > 0 ? process.argv[rootFlag + 1] : join(import.meta.dirname, '..');
    const result = measureFirstLoad(root);
    if (process.argv.includes('--json')) console.log(JSON.stringify(result, null, 2));
    else print(result);
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
}
