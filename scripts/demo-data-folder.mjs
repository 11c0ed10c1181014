// The demo marketplace as an embedded data folder (PGlite's database and the photos), for tests that
// start API processes on the demo data: the journeys' servers, the back office's real-API files and
// the backup fault test.
//
// A server seeding an empty folder spent about 20 CPU-seconds on it (PGlite's initdb, the
// migrations, 241 photos drawn by sharp) before its first answer; a copy of a folder seeded once
// takes well under one (issue 31). The folder is seeded by `pnpm seed` (apps/api/src/cli/seed.ts:
// the same migrations and demo seed as a server's first start) into
// node_modules/.cache/demo-data/<key>, the key a hash of everything the seed depends on. It is
// seeded again after an hour, since the demo orders are dated relative to their seeding.
import { spawn } from 'node:child_process';
import { cp } from 'node:fs/promises';
import { join } from 'node:path';
import { cachedFolder, repoRoot, sourcesKey } from './source-cache.mjs';

const apiDir = join(repoRoot, 'apps', 'api');
const cacheDir = join(repoRoot, 'node_modules', '.cache', 'demo-data');
/** What the seeded data comes from: the API (schema, migrations, seed), the contract, the dependencies. */
const SOURCES = [
  'apps/api/src',
  'apps/api/drizzle',
  'apps/api/package.json',
  'packages/contract/src',
  'packages/i18n/src',
  'pnpm-lock.yaml',
];
const MAX_AGE_MS = 60 * 60_000;

function seedInto(dataDir) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/cli/seed.ts'], {
      cwd: apiDir,
      // Empty counts as unset and wins over a developer's .env: the embedded database, local photos.
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', S3_BUCKET: '', LOG_LEVEL: 'warn' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.once('error', reject);
    child.once('close', (code) =>
      code === 0 ? resolve() : reject(new Error(`pnpm seed into ${dataDir} failed (${code}):\n${output}`)),
    );
  });
}

/** The path of a fresh enough seeded folder, seeding it first if needed (one process at a time). */
const seededFolder = async () =>
  cachedFolder({ cacheDir, key: await sourcesKey(SOURCES), make: seedInto, maxAgeMs: MAX_AGE_MS });

/** Fills `target` (an empty folder, or one not there yet) with a copy of the seeded demo data. */
export async function copyDemoDataFolder(target) {
  await cp(await seededFolder(), target, { recursive: true });
}
