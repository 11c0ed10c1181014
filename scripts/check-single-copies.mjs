#!/usr/bin/env node
// Fails when a package that must exist once is installed twice. Two copies of React break hooks;
// two of MUI, emotion, react-router, TanStack Query or react-hook-form give two contexts, so the
// back office's react-admin screens would not see the app's theme, router, cache or form (the
// storefront, packages/ui and react-admin each declare MUI: a version drift installs a second copy
// silently). Reads pnpm-lock.yaml, which `pnpm install --frozen-lockfile` installs exactly: every
// snapshot is one folder in node_modules/.pnpm, and the same version with other peers is a copy too.
//
//   node scripts/check-single-copies.mjs [--lockfile path]
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const SINGLE = [
  'react',
  'react-dom',
  'react-router',
  '@mui/material',
  '@mui/system',
  '@emotion/react',
  '@tanstack/react-query',
  'react-hook-form',
];

const flag = process.argv.indexOf('--lockfile');
const lockfile = flag === -1 ? join(import.meta.dirname, '..', 'pnpm-lock.yaml') : process.argv[flag + 1];
const text = readFileSync(lockfile, 'utf8');
const snapshots = text.slice(text.indexOf('\nsnapshots:\n'));

/** `  '@mui/material@9.5.0(peers...)':` -> ['@mui/material', '9.5.0(peers...)'] */
const KEY = /^ {2}'?((?:@[^@/\s']+\/)?[^@\s']+)@([^\s']+?)'?:/gm;
const copies = new Map(SINGLE.map((name) => [name, []]));
for (const [, name, version] of snapshots.matchAll(KEY)) copies.get(name)?.push(version);

let failed = false;
for (const [name, versions] of copies) {
  if (versions.length > 1) {
    failed = true;
    console.error(`${name} is installed ${versions.length} times:\n  ${versions.join('\n  ')}`);
  }
}
if (failed) {
  console.error('Align the versions (or peers) in the packages that declare them, then `pnpm install`.');
  process.exit(1);
}
console.log(
  `single copies: ${SINGLE.filter((name) => copies.get(name).length === 1).length} of ${SINGLE.length} packages installed once`,
);
