import { existsSync } from 'node:fs';
import { copyFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { APP_VERSION } from '../config/version';
import { pgliteExtensions, pgliteHandle } from '../db/database';
import { FolderBackup } from './backup-files';
import { abandonBackupFolder, finishBackupFolder, startBackupFolder } from './backup-folder';
import { DataDirBusyError, holdDataDir, probeDataDir, requestSnapshot } from './control-socket';
import {
  appMigrations,
  BACKUP_FORMAT,
  BACKUP_FORMAT_VERSION,
  BackupRefusedError,
  JWT_SECRET_FILE,
  MEDIA_FOLDER,
  mediaSection,
  migrationTag,
  PGLITE_DATABASE_FILE,
  PRIVATE_FOLDER,
  privateSection,
  type Manifest,
} from './manifest';
import { compressArchive, openArchive, pgliteVersion } from './pglite-archive';

export interface EmbeddedBackupOptions {
  dataDir: string;
  /** The local media folder; undefined when uploads go to S3. */
  mediaDir: string | undefined;
  /** The local private file store (DATA_DIR/private); undefined when its files go to S3. */
  privateDir: string | undefined;
  out: string;
  log: (line: string) => void;
}

/**
 * Backs up the embedded default: the PGlite database, the media folder, the private files and
 * the generated signing secret. With a server running on the data folder the snapshot comes from it (through
 * the control socket: between two statements, no pause of the service beyond the copy itself);
 * otherwise this process holds the folder, so no server starts meanwhile, and opens it itself.
 */
export async function backupEmbedded(options: EmbeddedBackupOptions): Promise<Manifest> {
  const { dataDir, log } = options;
  if (!existsSync(join(dataDir, 'pglite', 'PG_VERSION')))
    throw new BackupRefusedError(`There is no embedded database in ${dataDir} (no pglite folder): nothing to back up.`);
  const holder = await probeDataDir(dataDir);
  if (holder && holder.role !== 'server') throw new DataDirBusyError(dataDir, holder);
  const ownHold = holder ? undefined : await holdDataDir(dataDir, 'backup');
  const backup = await startBackupFolder(options.out);
  try {
    const media = new FolderBackup('Media', options.mediaDir, join(backup.dir, MEDIA_FOLDER));
    const privateFiles = new FolderBackup('Private files', options.privateDir, join(backup.dir, PRIVATE_FOLDER));
    for (const folder of [media, privateFiles]) await folder.firstPass(log);

    const started = Date.now();
    const takenAt = new Date(started);
    const tar = holder ? await requestSnapshot(dataDir) : await snapshotStopped(dataDir);
    log(
      `Database: ${holder ? `snapshot from the running server (pid ${holder.pid})` : 'snapshot of the stopped database'}, ` +
        `${megabytes(tar.length)} in ${seconds(started)}.`,
    );
    await writeFile(join(backup.dir, PGLITE_DATABASE_FILE), await compressArchive(tar), { mode: 0o600 });

    for (const folder of [media, privateFiles]) await folder.secondPass(log);
    const secret = join(dataDir, JWT_SECRET_FILE);
    const hasSecret = existsSync(secret);
    if (hasSecret) await copyFile(secret, join(backup.dir, JWT_SECRET_FILE));

    // The backup's own copy is opened, as a restore will open it: the counts come from what was written.
    const checked = Date.now();
    const facts = await openArchive(tar);
    log(`Checked: the copy opens (PostgreSQL ${facts.serverVersion}) in ${seconds(checked)}.`);
    return await finishBackupFolder(backup, {
      format: BACKUP_FORMAT,
      formatVersion: BACKUP_FORMAT_VERSION,
      createdAt: takenAt.toISOString(),
      appVersion: APP_VERSION,
      database: {
        kind: 'pglite',
        file: PGLITE_DATABASE_FILE,
        serverVersion: facts.serverVersion,
        pgliteVersion: pgliteVersion(),
        takenWhileRunning: holder !== null,
      },
      migrations: { ...facts.migrations, latestTag: migrationTag(facts.migrations, appMigrations()) },
      rowCounts: facts.rowCounts,
      ordersDigest: facts.ordersDigest,
      media: mediaSection(media.copy, media.changedDuringCopy, facts.mediaKeys),
      private: privateSection(privateFiles.copy, privateFiles.changedDuringCopy, facts.privateKeys),
      jwtSecret: { included: hasSecret },
    });
  } catch (error) {
    await abandonBackupFolder(backup);
    throw error;
  } finally {
    await ownHold?.release();
  }
}

/** Opens the stopped database (this process holds the folder), takes the same snapshot a server would, and closes it. */
async function snapshotStopped(dataDir: string): Promise<Buffer> {
  const handle = pgliteHandle(await PGlite.create(join(dataDir, 'pglite'), { extensions: pgliteExtensions }));
  try {
    return Buffer.from(await (await handle.snapshot!()).arrayBuffer());
  } finally {
    await handle.close();
  }
}

export const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
export const seconds = (since: number) => `${((Date.now() - since) / 1000).toFixed(1)} s`;
