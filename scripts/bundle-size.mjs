#!/usr/bin/env node
// Prints the JavaScript each page downloads on a first visit, gzip-compressed, for both apps: the
// entry chunk and its static imports, plus the chunks the page loads lazily before it can show
// (the storefront's route chunk; the back office's portal and landing page), each with its static
// imports. Run after `pnpm build`: `pnpm bench:bundle`. A figure, not a test (performance goals
// are reported, never asserted in timed tests).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const apps = join(import.meta.dirname, '..', 'apps');
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

function readBuild(app) {
  const dist = join(apps, app, 'dist');
  const manifestPath = join(dist, '.vite', 'manifest.json');
  if (!existsSync(manifestPath)) {
    console.error(`No ${app} build found: run \`pnpm build\` first.`);
    process.exit(1);
  }
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
    return { bytes: total(files), count: files.size };
  };
  return { manifest, entry: total(entryFiles), page };
}

const line = (label, { bytes, count }) =>
  console.log(`  ${label.padEnd(24)} ${kb(bytes).padStart(9)}  (${count} files)`);

const storefront = readBuild('storefront');
console.log(`storefront first-load JavaScript (gzip -9), entry ${kb(storefront.entry)}`);
const routes = Object.keys(storefront.manifest).filter(
  (key) => key.startsWith('src/app/routes/') && !key.includes('.test.'),
);
for (const route of routes.sort()) {
  line(route.replace('src/app/routes/', '').replace('.tsx', ''), storefront.page([route]));
}

// The back office downloads one portal (main.tsx picks it by path), then the portal's landing page.
// Screens and charts the landing page loads lazily in turn are not part of its first load.
const backoffice = readBuild('backoffice');
console.log(`back office first-load JavaScript (gzip -9), entry ${kb(backoffice.entry)}`);
line('/admin/analytics', backoffice.page(['src/app/admin-app.tsx', 'src/dashboards/admin-analytics/index.tsx']));
line(
  '/provider-dashboard/home',
  backoffice.page(['src/app/provider-app.tsx', 'src/dashboards/provider-home/index.tsx']),
);
