import { chmod, stat } from 'node:fs/promises';
import { join } from 'node:path';
import pg from 'pg';
import { APP_VERSION } from '../config/version';
import { FolderBackup } from './backup-files';
import { abandonBackupFolder, finishBackupFolder, startBackupFolder } from './backup-folder';
import { readDatabaseFacts, type RunQuery } from './database-facts';
import { megabytes, seconds } from './embedded-backup';
import {
  appMigrations,
  BACKUP_FORMAT,
  BACKUP_FORMAT_VERSION,
  MEDIA_FOLDER,
  mediaSection,
  migrationTag,
  POSTGRES_DATABASE_FILE,
  PRIVATE_FOLDER,
  privateSection,
  type Manifest,
} from './manifest';
import { connectionForTools, findPgTool, runTool } from './pg-tools';

export interface PostgresBackupOptions {
  databaseUrl: string;
  /** The local media folder; undefined when uploads go to S3. */
  mediaDir: string | undefined;
  /** The local private file store (DATA_DIR/private); undefined when its files go to S3. */
  privateDir: string | undefined;
  out: string;
  /** Where pg_dump and pg_restore are, when not on PATH. */
  pgBin: string | undefined;
  path: string;
  log: (line: string) => void;
}

/**
 * Backs up PostgreSQL with pg_dump's custom format while the servers keep running. The row counts
 * and the orders' digest are read in one repeatable-read transaction whose snapshot pg_dump then
 * uses (`--snapshot`), so the manifest describes exactly what the dump holds.
 */
export async function backupPostgres(options: PostgresBackupOptions): Promise<Manifest> {
  const { log } = options;
  const pgDump = findPgTool('pg_dump', options.pgBin, options.path);
  const pgRestore = findPgTool('pg_restore', options.pgBin, options.path);
  const { dbname, env } = connectionForTools(options.databaseUrl);
  const backup = await startBackupFolder(options.out);
  const client = new pg.Client({ connectionString: options.databaseUrl, application_name: 'marketplace-backup' });
  try {
    const media = new FolderBackup('Media', options.mediaDir, join(backup.dir, MEDIA_FOLDER));
    const privateFiles = new FolderBackup('Private files', options.privateDir, join(backup.dir, PRIVATE_FOLDER));
    for (const folder of [media, privateFiles]) await folder.firstPass(log);

    await client.connect();
    await client.query('begin isolation level repeatable read, read only');
    const takenAt = new Date();
    const snapshot = (await client.query<{ id: string }>('select pg_export_snapshot() as id')).rows[0]!.id;
    const facts = await readDatabaseFacts(((text: string) => client.query(text)) as RunQuery);
    const started = Date.now();
    const file = join(backup.dir, POSTGRES_DATABASE_FILE);
    await runTool(pgDump, ['--format=custom', `--snapshot=${snapshot}`, `--file=${file}`, `--dbname=${dbname}`], env);
    await client.query('commit');
    await chmod(file, 0o600);
    log(
      `Database: pg_dump of PostgreSQL ${facts.serverVersion}, ${megabytes((await stat(file)).size)} in ${seconds(started)}.`,
    );
    // The archive's table of contents must read back, or the dump is no use.
    const entries = (await runTool(pgRestore, ['--list', file], env)).split('\n').filter((line) => /^\d+;/.test(line));
    log(`Checked: pg_restore reads the archive (${entries.length} entries).`);

    for (const folder of [media, privateFiles]) await folder.secondPass(log);
    return await finishBackupFolder(backup, {
      format: BACKUP_FORMAT,
      formatVersion: BACKUP_FORMAT_VERSION,
      createdAt: takenAt.toISOString(),
      appVersion: APP_VERSION,
      database: {
        kind: 'postgres',
        file: POSTGRES_DATABASE_FILE,
        serverVersion: facts.serverVersion,
        takenWhileRunning: true,
      },
      migrations: { ...facts.migrations, latestTag: migrationTag(facts.migrations, appMigrations()) },
      rowCounts: facts.rowCounts,
      ordersDigest: facts.ordersDigest,
      media: mediaSection(media.copy, media.changedDuringCopy, facts.mediaKeys),
      private: privateSection(privateFiles.copy, privateFiles.changedDuringCopy, facts.privateKeys),
      // With PostgreSQL the secret is JWT_SECRET in the environment, kept with the other secrets.
      jwtSecret: { included: false },
    });
  } catch (error) {
    await abandonBackupFolder(backup);
    throw error;
  } finally {
    await client.end().catch(() => {});
  }
}
