import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The API runs from TypeScript sources (dev, tests) and from one bundled file (dist/server.js),
 * at different depths; walking up to package.json finds the app folder from either.
 */
function findAppRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  while (!existsSync(join(dir, 'package.json'))) {
    const parent = dirname(dir);
    if (parent === dir) throw new Error('Cannot locate the API package root');
    dir = parent;
  }
  return dir;
}

export const appRoot = findAppRoot();
export const repoRoot = resolve(appRoot, '..', '..');
export const migrationsDir = join(appRoot, 'drizzle');
