import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { ConfigError, type AppConfig } from '../config/config';
import { appRoot, repoRoot } from '../config/paths';
import { DataDirBusyError, describeHolder, SocketPathTooLongError } from './control-socket';
import { BackupRefusedError, PRIVATE_FOLDER, type FolderSection, type Manifest } from './manifest';
import { ToolError } from './pg-tools';

/** The same .env files the server reads (real environment variables win), so both see one DATA_DIR. */
export function loadEnvFiles(): void {
  for (const file of [join(repoRoot, '.env'), join(appRoot, '.env')]) {
    if (existsSync(file)) process.loadEnvFile(file);
  }
}

/**
 * Paths typed on the command line are relative to where the person ran `pnpm`, not to apps/api
 * where pnpm runs the script (INIT_CWD is that first folder).
 */
export function fromInvocation(path: string): string {
  return resolve(process.env.INIT_CWD ?? process.cwd(), path);
}

/**
 * The folders on disk a backup copies and a restore fills: the media folder and the private file
 * store (the same DATA_DIR/private as lib/media/private-file-store.ts); neither when files go to S3.
 */
export function localFolders(config: Pick<AppConfig, 'dataDir' | 'mediaDir' | 's3'>): {
  mediaDir: string | undefined;
  privateDir: string | undefined;
} {
  if (config.s3) return { mediaDir: undefined, privateDir: undefined };
  return { mediaDir: config.mediaDir, privateDir: join(config.dataDir, PRIVATE_FOLDER) };
}

/** `marketplace-2025-11-27T15-48-03Z`: sorts by time, and no character any file system refuses. */
export function defaultBackupName(now: Date): string {
  return `marketplace-${now.toISOString().slice(0, 19).replaceAll(':', '-')}Z`;
}

/** One line per fact an operator checks after a backup or before a restore. */
export function describeManifest(manifest: Manifest): string[] {
  const { database, migrations, media } = manifest;
  const engine =
    database.kind === 'pglite'
      ? `embedded PGlite ${database.pgliteVersion ?? ''} (PostgreSQL ${database.serverVersion})`
      : `PostgreSQL ${database.serverVersion} (pg_dump custom format)`;
  const rows = Object.entries(manifest.rowCounts)
    .map(([table, count]) => `${table} ${count}`)
    .join(', ');
  const privateLine = manifest.private
    ? folderLine(manifest.private)
    : 'not in this backup (made before backups held private files)';
  return [
    `  made       ${manifest.createdAt} by app ${manifest.appVersion}`,
    `  database   ${engine}${database.takenWhileRunning ? ', taken while running' : ''}`,
    `  migration  ${migrations.latestTag ?? 'none'} (${migrations.count} applied)`,
    `  rows       ${rows}`,
    `  media      ${folderLine(media)}`,
    `  private    ${privateLine}`,
    `  secret     ${secretLine(manifest)}`,
  ];
}

function folderLine(section: FolderSection): string {
  if (!section.included) return `not included: ${section.note ?? ''}`;
  return (
    `${section.fileCount} files (${(section.bytes / 1024 / 1024).toFixed(1)} MB)` +
    (section.changedDuringCopy > 0 ? `, ${section.changedDuringCopy} arrived during the copy` : '') +
    (section.missing.length > 0 ? `; ${section.missing.length} referenced files were already missing` : '')
  );
}

function secretLine(manifest: Manifest): string {
  if (manifest.jwtSecret.included) return 'jwt-secret included: store this backup as you store secrets';
  if (manifest.database.kind === 'postgres')
    return 'not included: JWT_SECRET is set in the environment; keep it with your secrets';
  return 'not included: the data folder had none (JWT_SECRET set, or the server never started on it)';
}

/** How a failure reads: the tool's own words when pg_dump or pg_restore failed, else the stack for diagnosis. */
export function failureMessage(error: unknown): string {
  if (error instanceof ToolError) return error.message;
  return error instanceof Error ? (error.stack ?? error.message) : String(error);
}

/** How a refusal reads: what is wrong and what to do, without a stack. */
export function refusalMessage(error: unknown, action: 'backup' | 'restore'): string | undefined {
  if (error instanceof DataDirBusyError) {
    const { holder, dataDir } = error;
    if (holder.role === 'server') {
      const stop = holder.pid === null ? 'Stop it' : `Stop it (Ctrl-C where it runs, or kill -TERM ${holder.pid})`;
      return `${describeHolder(holder)} is running on ${dataDir}. ${stop}, run the ${action} again, then start it.`;
    }
    return `${error.message} Wait for it to finish, then run the ${action} again.`;
  }
  if (error instanceof BackupRefusedError || error instanceof SocketPathTooLongError || error instanceof ConfigError) {
    return error.message;
  }
  return undefined;
}
