import { readdir, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import pg from 'pg';
import { variantsDirFor } from '../lib/media/image-variants';
import { copyAllFiles } from './backup-files';
import { openBackup } from './backup-folder';
import { listUserRelations, readDatabaseFacts, type RunQuery } from './database-facts';
import { seconds } from './embedded-backup';
import { privateToBucket, type RestoreResult } from './embedded-restore';
import {
  appMigrations,
  BackupRefusedError,
  checkCompatibility,
  compareWithManifest,
  MEDIA_FOLDER,
  occupiedEntries,
  POSTGRES_DATABASE_FILE,
  PRIVATE_FOLDER,
} from './manifest';
import { connectionForTools, findPgTool, restoreInOneTransaction, runTool } from './pg-tools';

export interface PostgresRestoreOptions {
  backupDir: string;
  databaseUrl: string;
  /** DATA_DIR/media, or undefined when uploads go to S3. */
  mediaDir: string | undefined;
  /** DATA_DIR/private, or undefined when private files go to S3. */
  privateDir: string | undefined;
  force: boolean;
  pgBin: string | undefined;
  path: string;
  log: (line: string) => void;
}

/** The app's own schemas: what --force empties (drizzle keeps the migrations journal). */
const APP_SCHEMAS = ['public', 'drizzle'];

/** Checks a pg_dump backup without restoring it: manifest, checksums, compatibility, and the archive's contents. */
export async function checkPostgresBackup(backupDir: string, pgBin: string | undefined, path: string) {
  const manifest = await openBackup(backupDir);
  const { pendingMigrations } = checkCompatibility(manifest, 'postgres', appMigrations(), backupDir);
  await runTool(findPgTool('pg_restore', pgBin, path), ['--list', join(backupDir, POSTGRES_DATABASE_FILE)], {});
  return { manifest, pendingMigrations, replaced: [] } satisfies RestoreResult;
}

/**
 * Restores a pg_dump backup into the database of DATABASE_URL, in one transaction (pg_restore
 * writes the SQL, psql runs it). Refused while other sessions use that database (stop the API
 * processes first), and when it holds any table without `force`, which empties the app's schemas
 * in the same transaction. Tables in other schemas are never touched: such a database is refused.
 */
export async function restorePostgres(options: PostgresRestoreOptions): Promise<RestoreResult> {
  const { backupDir, log } = options;
  const manifest = await openBackup(backupDir);
  log(`Backup: ${backupDir} (made ${manifest.createdAt} by app ${manifest.appVersion}); checksums match.`);
  const { pendingMigrations } = checkCompatibility(manifest, 'postgres', appMigrations(), backupDir);
  const pgRestore = findPgTool('pg_restore', options.pgBin, options.path);
  const psql = findPgTool('psql', options.pgBin, options.path);
  const restoreMedia = manifest.media.included && options.mediaDir !== undefined;
  const mediaOccupied = restoreMedia ? occupiedEntries(await readdir(options.mediaDir!).catch(() => [])) : [];
  const restorePrivate = manifest.private?.included === true && options.privateDir !== undefined;
  const privateOccupied = restorePrivate ? occupiedEntries(await readdir(options.privateDir!).catch(() => [])) : [];

  const client = new pg.Client({ connectionString: options.databaseUrl, application_name: 'marketplace-restore' });
  await client.connect();
  const query = ((text: string) => client.query(text)) as RunQuery;
  try {
    const others = await client.query<{ n: number; who: string | null }>(
      `select count(*)::int as n, string_agg(distinct coalesce(nullif(application_name, ''), 'unnamed') || ' from ' ||
              coalesce(client_addr::text, 'a local socket'), ', ') as who
         from pg_stat_activity
        where datname = current_database() and pid <> pg_backend_pid() and backend_type = 'client backend'`,
    );
    const { n, who } = others.rows[0]!;
    if (n > 0) {
      throw new BackupRefusedError(
        `${n} other session(s) are connected to this database (${who}). Stop every API process using it, then restore.`,
      );
    }
    const relations = await listUserRelations(query);
    const problems = [
      ...(relations.length > 0
        ? [`the database already holds tables (${relations.join(', ')}${relations.length >= 5 ? ', ...' : ''})`]
        : []),
      ...(mediaOccupied.length > 0 ? [`${options.mediaDir} is not empty`] : []),
      ...(privateOccupied.length > 0 ? [`${options.privateDir} is not empty`] : []),
    ];
    if (problems.length > 0 && !options.force) {
      throw new BackupRefusedError(
        `Refusing to overwrite: ${problems.join(' and ')}. Restore into a new, empty database (createdb) and a new ` +
          'DATA_DIR, or add --force to replace them.',
      );
    }
    const foreign = await listUserRelations(query, 5, APP_SCHEMAS);
    if (foreign.length > 0) {
      throw new BackupRefusedError(
        `The database holds tables outside the app's schemas (${foreign.join(', ')}); restore into a new, empty database.`,
      );
    }
    // With --force the app's schemas are emptied in the restore's own transaction: if anything
    // fails, the database keeps what it had.
    const prelude =
      relations.length > 0
        ? `${APP_SCHEMAS.map((schema) => `drop schema if exists "${schema}" cascade;`).join(' ')} create schema public;`
        : '';
    const started = Date.now();
    const { dbname, env } = connectionForTools(options.databaseUrl);
    await restoreInOneTransaction({
      pgRestore,
      psql,
      archive: join(backupDir, POSTGRES_DATABASE_FILE),
      dbname,
      env,
      prelude,
    });
    if (prelude) log(`Replaced the schemas ${APP_SCHEMAS.join(' and ')} (--force).`);
    const differences = compareWithManifest(manifest, await readDatabaseFacts(query));
    if (differences.length > 0) {
      throw new Error(`The restored database does not match the backup's manifest: ${differences.join('; ')}.`);
    }
    log(`Database: pg_restore in ${seconds(started)}; row counts and orders match the backup.`);
  } finally {
    await client.end();
  }

  if (restoreMedia) {
    // The resized copies of the old files go with them.
    const count = await replaceFolder(join(backupDir, MEDIA_FOLDER), options.mediaDir!, [
      variantsDirFor(options.mediaDir!),
    ]);
    log(`Media: ${count} files into ${options.mediaDir}.`);
  } else if (manifest.media.included) {
    log(`Media: not restored, as S3_BUCKET is set. Copy ${join(backupDir, MEDIA_FOLDER)} into the bucket.`);
  }
  if (restorePrivate) {
    const count = await replaceFolder(join(backupDir, PRIVATE_FOLDER), options.privateDir!);
    log(`Private files: ${count} files into ${options.privateDir}.`);
  } else if (manifest.private?.included) {
    log(privateToBucket(backupDir));
  } else if (!manifest.private) {
    log(
      'Private files: not in this backup (made before backups held them)' +
        (options.privateDir ? `; ${options.privateDir} is left as it is.` : '.'),
    );
  }
  return { manifest, pendingMigrations, replaced: [] };
}

/** Copies a folder of the backup beside `dir`, then swaps it in (removing `alsoRemove` with the old one). */
async function replaceFolder(from: string, dir: string, alsoRemove: string[] = []): Promise<number> {
  const staging = `${dir}.restore-${process.pid}`;
  await rm(staging, { recursive: true, force: true });
  const count = await copyAllFiles(from, staging);
  await rm(dir, { recursive: true, force: true });
  for (const other of alsoRemove) await rm(other, { recursive: true, force: true });
  await rename(staging, dir);
  return count;
}
