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
import { createHash } from 'node:crypto';
import { cp, mkdir, readdir, readFile, rename, rm, stat } from 'node:fs/promises';
import { join, relative } from 'node:path';

const repoRoot = join(import.meta.dirname, '..');
const apiDir = join(repoRoot, 'apps', 'api');
const cacheDir = join(repoRoot, 'node_modules', '.cache', 'demo-data');
/** What the seeded data comes from: the API (schema, migrations, seed), the contract, the dependencies. */
const SOURCES = [
  'apps/api/src',
  'apps/api/drizzle',
  'apps/api/package.json',
  'packages/contract/src',
  'pnpm-lock.yaml',
];
const MAX_AGE_MS = 60 * 60_000;
const STALE_LOCK_MS = 3 * 60_000;

async function filesUnder(path) {
  const info = await stat(path).catch(() => undefined);
  if (!info) return [];
  if (!info.isDirectory()) return [path];
  const entries = await readdir(path, { withFileTypes: true });
  const nested = await Promise.all(entries.map((entry) => filesUnder(join(path, entry.name))));
  return nested.flat();
}

async function sourcesKey() {
  const hash = createHash('sha256');
  const files = (await Promise.all(SOURCES.map((source) => filesUnder(join(repoRoot, source))))).flat().sort();
  for (const file of files)
    hash
      .update(relative(repoRoot, file))
      .update('\0')
      .update(await readFile(file))
      .update('\0');
  return hash.digest('hex').slice(0, 16);
}

const ageOf = async (path) => {
  const info = await stat(path).catch(() => undefined);
  return info ? Date.now() - info.mtimeMs : undefined;
};

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
async function seededFolder() {
  const folder = join(cacheDir, await sourcesKey());
  const lock = `${folder}.lock`;
  await mkdir(cacheDir, { recursive: true });
  for (;;) {
    const age = await ageOf(folder);
    if (age !== undefined && age < MAX_AGE_MS) return folder;
    try {
      await mkdir(lock);
    } catch (error) {
      if (error.code !== 'EEXIST') throw error;
      // Another process is seeding: wait for it, unless it died holding the lock.
      if ((await ageOf(lock)) > STALE_LOCK_MS) await rm(lock, { recursive: true, force: true });
      else await new Promise((wait) => setTimeout(wait, 250));
      continue;
    }
    try {
      const seeding = `${folder}.seeding-${process.pid}`;
      await rm(seeding, { recursive: true, force: true });
      await seedInto(seeding);
      await rm(folder, { recursive: true, force: true });
      await rename(seeding, folder);
      return folder;
    } finally {
      await rm(lock, { recursive: true, force: true });
    }
  }
}

/** Fills `target` (an empty folder, or one not there yet) with a copy of the seeded demo data. */
export async function copyDemoDataFolder(target) {
  await cp(await seededFolder(), target, { recursive: true });
}
