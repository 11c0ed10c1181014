#!/usr/bin/env node
// Prints the JavaScript each storefront page downloads on a first visit, gzip-compressed: the
// entry chunk, its static imports, and the page's lazy route chunk with its static imports.
// Run after `pnpm build`: `pnpm bench:bundle`. A figure, not a test (performance goals are
// reported, never asserted in timed tests).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = join(import.meta.dirname, '..', 'apps', 'storefront', 'dist');
const manifestPath = join(dist, '.vite', 'manifest.json');
if (!existsSync(manifestPath)) {
  console.error('No storefront build found: run `pnpm build` first.');
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));

/** The chunk files a module needs before it runs: itself and its static imports, transitively. */
function closure(key, seen = new Set()) {
  const chunk = manifest[key];
  if (!chunk || seen.has(chunk.file)) return seen;
  seen.add(chunk.file);
  for (const imported of chunk.imports ?? []) closure(imported, seen);
  return seen;
}

const gzipBytes = (file) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
const entryFiles = closure(entryKey);
const pages = Object.keys(manifest).filter((key) => key.startsWith('src/app/routes/') && !key.includes('.test.'));

console.log(
  `storefront first-load JavaScript (gzip -9), entry ${kb([...entryFiles].reduce((n, f) => n + gzipBytes(f), 0))}`,
);
for (const page of pages.sort()) {
  const files = closure(page, new Set(entryFiles));
  const total = [...files].reduce((sum, file) => sum + gzipBytes(file), 0);
  console.log(
    `  ${page.replace('src/app/routes/', '').replace('.tsx', '').padEnd(22)} ${kb(total).padStart(9)}  (${files.size} files)`,
  );
}
