import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { gunzip, gzip } from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';
import { pgliteExtensions } from '../db/database';
import { readDatabaseFacts, type DatabaseFacts } from './database-facts';

/** The PGlite package installed here; its data files open only with the same PostgreSQL major. */
export function pgliteVersion(): string {
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  const manifest = JSON.parse(readFileSync(join(dirname(entry), '..', 'package.json'), 'utf8')) as { version: string };
  return manifest.version;
}

export const compressArchive = promisify(gzip);
export const expandArchive = promisify(gunzip);

/**
 * Opens a PGlite archive (a tar of the data folder, as dumpDataDir makes it) and reads its facts.
 * With `dir` the archive is unpacked there (a restore); without, it lives in memory only (a check).
 * PGlite replays the log from the archive's last checkpoint as it opens, as after a crash.
 */
export async function openArchive(tar: Buffer, dir?: string): Promise<DatabaseFacts> {
  let client: PGlite;
  try {
    client = await PGlite.create({
      ...(dir ? { dataDir: dir } : {}),
      loadDataDir: new Blob([new Uint8Array(tar)], { type: 'application/x-tar' }),
      extensions: pgliteExtensions,
    });
  } catch (error) {
    throw new Error(
      `PGlite ${pgliteVersion()} could not open the backup's database: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  try {
    return await readDatabaseFacts((text) => client.query(text));
  } finally {
    await client.close();
  }
}
