import { chmod, stat } from 'node:fs/promises';
import { join } from 'node:path';
import pg from 'pg';
import { APP_VERSION } from '../config/version';
import { copyNewFiles, type MediaCopy } from './backup-files';
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
  type Manifest,
} from './manifest';
import { connectionForTools, findPgTool, runTool } from './pg-tools';

export interface PostgresBackupOptions {
  databaseUrl: string;
  /** The local media folder; undefined when uploads go to S3. */
  mediaDir: string | undefined;
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
    const mediaCopy: MediaCopy = { copied: new Map(), vanished: 0 };
    const mediaOut = join(backup.dir, MEDIA_FOLDER);
    if (options.mediaDir) {
      const copied = await copyNewFiles(options.mediaDir, mediaOut, mediaCopy);
      log(`Media: ${copied} files copied from ${options.mediaDir}.`);
    }

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

    let changedDuringCopy = 0;
    if (options.mediaDir) {
      changedDuringCopy = await copyNewFiles(options.mediaDir, mediaOut, mediaCopy);
      if (changedDuringCopy > 0)
        log(`Media: ${changedDuringCopy} files arrived or changed during the copy; copied too.`);
    }
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
      media: mediaSection(options.mediaDir ? mediaCopy : undefined, changedDuringCopy, facts.mediaKeys),
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
