import { chmod, mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { listFiles, sha256File, type FileEntry } from './backup-files';
import {
  BackupRefusedError,
  checkFiles,
  MANIFEST_FILE,
  parseManifest,
  type FileCheck,
  type Manifest,
} from './manifest';

/** A backup being written: files go into `dir`, which becomes `out` only once the manifest is in. */
export interface BackupInProgress {
  dir: string;
  out: string;
}

/**
 * Starts a backup folder next to `out` (`<out>.partial`), private to its owner: a backup holds
 * every account's data and, on the embedded default, the signing secret.
 */
export async function startBackupFolder(out: string): Promise<BackupInProgress> {
  const existing = await readdir(out).catch(() => undefined);
  if (existing !== undefined && existing.length > 0)
    throw new BackupRefusedError(`${out} already exists and is not empty; choose another --out.`);
  const dir = join(dirname(out), `.${basename(out)}.partial`);
  await rm(dir, { recursive: true, force: true });
  await mkdir(dir, { recursive: true, mode: 0o700 });
  await chmod(dir, 0o700);
  return { dir, out };
}

/** Writes the manifest with the size and checksum of every file in the folder, then moves it into place. */
export async function finishBackupFolder(
  backup: BackupInProgress,
  manifest: Omit<Manifest, 'files'>,
): Promise<Manifest> {
  const files: Record<string, FileEntry> = {};
  for (const path of await listFiles(backup.dir)) files[path] = await sha256File(join(backup.dir, path));
  const complete: Manifest = { ...manifest, files };
  await writeFile(join(backup.dir, MANIFEST_FILE), `${JSON.stringify(complete, null, 2)}\n`, { mode: 0o600 });
  // Keeps the backup (and its secret) out of git wherever it is written.
  await writeFile(join(backup.dir, '.gitignore'), '# A marketplace backup: never commit it.\n*\n');
  await rm(backup.out, { recursive: true, force: true });
  await rename(backup.dir, backup.out);
  return complete;
}

export async function abandonBackupFolder(backup: BackupInProgress): Promise<void> {
  await rm(backup.dir, { recursive: true, force: true });
}

/**
 * Reads and checks a backup folder: a manifest this version can read, and every file it lists
 * present with its size and checksum. Throws BackupRefusedError otherwise.
 */
export async function openBackup(dir: string): Promise<Manifest> {
  const text = await readFile(join(dir, MANIFEST_FILE), 'utf8').catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT' || error.code === 'ENOTDIR')
      throw new BackupRefusedError(`${dir} is not a marketplace backup (it has no ${MANIFEST_FILE}).`);
    throw error;
  });
  const manifest = parseManifest(text, dir);
  // One file at a time: a media folder can hold more files than the process may open at once.
  const found: FileCheck[] = [];
  for (const path of Object.keys(manifest.files)) {
    const actual = await sha256File(join(dir, path)).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT' || error.code === 'EISDIR') return undefined;
      throw error;
    });
    found.push({ path, actual });
  }
  checkFiles(manifest, found, dir);
  return manifest;
}
