import { chmod, copyFile, mkdir, readdir, readFile, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { copyAllFiles, listFiles } from './backup-files';
import { openBackup } from './backup-folder';
import { CONTROL_SOCKET, DataDirBusyError, holdDataDir, probeDataDir } from './control-socket';
import { seconds } from './embedded-backup';
import {
  appMigrations,
  BackupRefusedError,
  checkCompatibility,
  compareWithManifest,
  JWT_SECRET_FILE,
  MEDIA_FOLDER,
  occupiedEntries,
  PGLITE_DATABASE_FILE,
  PRIVATE_FOLDER,
  type Manifest,
} from './manifest';
import { expandArchive, openArchive } from './pglite-archive';

export interface EmbeddedRestoreOptions {
  backupDir: string;
  dataDir: string;
  /** Replace what the data folder holds; without it a folder that is not empty is refused. */
  force: boolean;
  /** False when uploads go to S3: the backup's media and private files are then not put on disk. */
  localMedia: boolean;
  log: (line: string) => void;
}

export interface RestoreResult {
  manifest: Manifest;
  pendingMigrations: string[];
  /** What the data folder held before, when --force replaced it. */
  replaced: string[];
}

/**
 * Checks a backup of the embedded default as a restore would (manifest, checksums, compatibility,
 * and the database opened in memory with the recorded counts), without writing anything.
 */
export async function checkEmbeddedBackup(backupDir: string): Promise<RestoreResult> {
  const manifest = await openBackup(backupDir);
  const { pendingMigrations } = checkCompatibility(manifest, 'pglite', appMigrations(), backupDir);
  const tar = await expandArchive(await readFile(join(backupDir, PGLITE_DATABASE_FILE)));
  assertMatches(manifest, await openArchive(tar), backupDir);
  return { manifest, pendingMigrations, replaced: [] };
}

/**
 * Restores a backup into the data folder: refused while any process holds the folder, or when it
 * is not empty without `force`. Everything is first unpacked and checked in a folder beside the
 * old contents, which are moved away only once the new ones are complete.
 */
export async function restoreEmbedded(options: EmbeddedRestoreOptions): Promise<RestoreResult> {
  const { backupDir, dataDir, log } = options;
  const manifest = await openBackup(backupDir);
  log(`Backup: ${backupDir} (made ${manifest.createdAt} by app ${manifest.appVersion}); checksums match.`);
  const { pendingMigrations } = checkCompatibility(manifest, 'pglite', appMigrations(), backupDir);
  const holder = await probeDataDir(dataDir);
  if (holder) throw new DataDirBusyError(dataDir, holder);
  const occupied = occupiedEntries(await readdir(dataDir).catch(() => []), [CONTROL_SOCKET]);
  if (occupied.length > 0 && !options.force) {
    throw new BackupRefusedError(
      `${dataDir} is not empty (${occupied.slice(0, 5).join(', ')}${occupied.length > 5 ? ', ...' : ''}). ` +
        'Restore into a new DATA_DIR, or add --force to replace its database, media, private files and secret ' +
        'with the backup.',
    );
  }

  const hold = await holdDataDir(dataDir, 'restore');
  const staging = join(dataDir, `.restore-${process.pid}-${Date.now()}`);
  try {
    await mkdir(staging, { mode: 0o700 });
    const started = Date.now();
    const tar = await expandArchive(await readFile(join(backupDir, PGLITE_DATABASE_FILE)));
    assertMatches(manifest, await openArchive(tar, join(staging, 'pglite')), backupDir);
    log(`Database: unpacked and opened in ${seconds(started)}; row counts and orders match the backup.`);

    if (manifest.media.included && options.localMedia) {
      const count = await copyAllFiles(join(backupDir, MEDIA_FOLDER), join(staging, MEDIA_FOLDER));
      log(`Media: ${count} files.`);
    } else if (manifest.media.included) {
      log(
        `Media: not restored, as S3_BUCKET is set. Copy ${join(backupDir, MEDIA_FOLDER)} into the bucket ` +
          '(for example `aws s3 sync <that folder> s3://<bucket>/`).',
      );
    }
    // A backup made before private files were backed up holds none: the folder's own stays.
    const keep = manifest.private ? [] : [PRIVATE_FOLDER];
    if (!manifest.private) {
      const kept = (await listFiles(join(dataDir, PRIVATE_FOLDER))).length;
      log(
        `Private files: not in this backup (made before backups held them)` +
          (kept > 0 ? `; the ${kept} files in ${join(dataDir, PRIVATE_FOLDER)} stay.` : '.'),
      );
    } else if (manifest.private.included && options.localMedia) {
      const count = await copyAllFiles(join(backupDir, PRIVATE_FOLDER), join(staging, PRIVATE_FOLDER));
      log(`Private files: ${count} files.`);
    } else if (manifest.private.included) {
      log(privateToBucket(backupDir));
    }
    if (manifest.jwtSecret.included) {
      await copyFile(join(backupDir, JWT_SECRET_FILE), join(staging, JWT_SECRET_FILE));
      await chmod(join(staging, JWT_SECRET_FILE), 0o600);
    }

    const replaced = await swapIn(
      dataDir,
      staging,
      occupied.filter((name) => !keep.includes(name)),
    );
    return { manifest, pendingMigrations, replaced };
  } finally {
    await rm(staging, { recursive: true, force: true });
    await hold.release();
  }
}

/** What to do with a backup's private files when they go to S3: they are not put on disk. */
export function privateToBucket(backupDir: string): string {
  return (
    `Private files: not restored, as S3_BUCKET is set. Copy ${join(backupDir, PRIVATE_FOLDER)} into the bucket ` +
    `under ${PRIVATE_FOLDER}/ (for example \`aws s3 sync <that folder> s3://<bucket>/${PRIVATE_FOLDER}/ --acl private\`).`
  );
}

function assertMatches(manifest: Manifest, facts: Parameters<typeof compareWithManifest>[1], where: string): void {
  const differences = compareWithManifest(manifest, facts);
  if (differences.length > 0)
    throw new BackupRefusedError(
      `${where}: the database in the backup does not match its manifest: ${differences.join('; ')}.`,
    );
}

/** Moves the old entries aside, the new ones into place, then deletes the old ones. */
async function swapIn(dataDir: string, staging: string, occupied: string[]): Promise<string[]> {
  const aside = join(dataDir, `.replaced-${process.pid}-${Date.now()}`);
  if (occupied.length > 0) await mkdir(aside);
  for (const name of occupied) await rename(join(dataDir, name), join(aside, name));
  for (const name of await readdir(staging)) await rename(join(staging, name), join(dataDir, name));
  await rm(aside, { recursive: true, force: true });
  return occupied;
}
