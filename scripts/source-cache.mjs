// A folder made from the repository's sources once and kept while they stay the same: the
// seeded demo data (scripts/demo-data-folder.mjs) and the API server bundled for the test suites
// that start it as a process (scripts/api-server-bundle.mjs). Each lives in <cacheDir>/<key>, the
// key a hash of the files it is made from; one process makes it while the others wait.
import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, stat } from 'node:fs/promises';
import { join, relative } from 'node:path';

export const repoRoot = join(import.meta.dirname, '..');
const STALE_LOCK_MS = 3 * 60_000;

async function filesUnder(path) {
  const info = await stat(path).catch(() => undefined);
  if (!info) return [];
  if (!info.isDirectory()) return [path];
  const entries = await readdir(path, { withFileTypes: true });
  const nested = await Promise.all(entries.map((entry) => filesUnder(join(path, entry.name))));
  return nested.flat();
}

/** A hash of every file under `sources` (paths from the repository's root), names and contents. */
export async function sourcesKey(sources) {
  const hash = createHash('sha256');
  const files = (await Promise.all(sources.map((source) => filesUnder(join(repoRoot, source))))).flat().sort();
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

/**
 * The path of <cacheDir>/<key>, made first by `make(folder)` (into a folder of its own, renamed
 * when complete) if it is missing or older than `maxAgeMs`. One process makes it at a time.
 */
export async function cachedFolder({ cacheDir, key, make, maxAgeMs = Infinity }) {
  const folder = join(cacheDir, key);
  const lock = `${folder}.lock`;
  await mkdir(cacheDir, { recursive: true });
  for (;;) {
    const age = await ageOf(folder);
    if (age !== undefined && age < maxAgeMs) return folder;
    try {
      await mkdir(lock);
    } catch (error) {
      if (error.code !== 'EEXIST') throw error;
      // Another process is making it: wait for it, unless it died holding the lock.
      if ((await ageOf(lock)) > STALE_LOCK_MS) await rm(lock, { recursive: true, force: true });
      else await new Promise((wait) => setTimeout(wait, 250));
      continue;
    }
    try {
      const making = `${folder}.making-${process.pid}`;
      await rm(making, { recursive: true, force: true });
      await make(making);
      await rm(folder, { recursive: true, force: true });
      await rename(making, folder);
      return folder;
    } finally {
      await rm(lock, { recursive: true, force: true });
    }
  }
}
