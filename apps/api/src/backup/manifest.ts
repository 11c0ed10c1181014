import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { Type, type Static } from 'typebox';
import { Value } from 'typebox/value';
import { migrationsDir } from '../config/paths';
import type { MediaCopy } from './backup-files';
import type { DatabaseFacts, MigrationLevel } from './database-facts';

/**
 * A backup is one folder: manifest.json, the database (database.tar.gz from PGlite, or
 * database.pgdump from pg_dump), media/ (the uploaded files, when they are kept on disk),
 * private/ (the private file store: conversation attachments and the like, when kept on disk) and
 * jwt-secret (the embedded default's generated signing secret). The manifest says what the
 * backup holds, which version made it, and the size and sha256 of every file, so a restore can
 * refuse a damaged, incomplete or incompatible backup before it touches anything.
 */
export const MANIFEST_FILE = 'manifest.json';
export const BACKUP_FORMAT = 'marketplace-backup';
export const BACKUP_FORMAT_VERSION = 1;
export const PGLITE_DATABASE_FILE = 'database.tar.gz';
export const POSTGRES_DATABASE_FILE = 'database.pgdump';
export const JWT_SECRET_FILE = 'jwt-secret';
export const MEDIA_FOLDER = 'media';
/** DATA_DIR/private (lib/media/private-file-store.ts), and its copy in a backup. */
export const PRIVATE_FOLDER = 'private';

const Count = Type.Integer({ minimum: 0 });
const Sha256 = Type.String({ pattern: '^[0-9a-f]{64}$' });

/** A folder of files the database refers to by storage key: the media, or the private files. */
const FolderSection = Type.Object({
  included: Type.Boolean(),
  /** Why not, when not included (S3). */
  note: Type.Optional(Type.String()),
  fileCount: Count,
  bytes: Count,
  /** Files that arrived or changed while the backup was being made (copied in its second pass). */
  changedDuringCopy: Count,
  /** Files the database refers to that were not on disk (lost before the backup). */
  missing: Type.Array(Type.String()),
});
export type FolderSection = Static<typeof FolderSection>;

export const ManifestSchema = Type.Object({
  format: Type.Literal(BACKUP_FORMAT),
  formatVersion: Type.Literal(BACKUP_FORMAT_VERSION),
  /** When the database copy was taken: the moment the backup holds. */
  createdAt: Type.String({ format: 'date-time' }),
  appVersion: Type.String(),
  database: Type.Object({
    kind: Type.Union([Type.Literal('pglite'), Type.Literal('postgres')]),
    file: Type.Union([Type.Literal(PGLITE_DATABASE_FILE), Type.Literal(POSTGRES_DATABASE_FILE)]),
    serverVersion: Type.String(),
    /** The PGlite package that wrote the files (pglite only): its files open only in the same PostgreSQL major. */
    pgliteVersion: Type.Optional(Type.String()),
    /** True when a running server made the snapshot for this backup. */
    takenWhileRunning: Type.Boolean(),
  }),
  migrations: Type.Object({
    count: Count,
    latestCreatedAt: Type.Union([Count, Type.Null()]),
    latestHash: Type.Union([Sha256, Type.Null()]),
    latestTag: Type.Union([Type.String(), Type.Null()]),
  }),
  rowCounts: Type.Record(Type.String(), Count),
  ordersDigest: Type.String({ pattern: '^[0-9a-f]{32}$' }),
  media: FolderSection,
  /**
   * The private file store (its files' sizes and checksums are under `files`, as media's are).
   * Absent from backups made before private files were backed up: those hold none.
   */
  private: Type.Optional(FolderSection),
  jwtSecret: Type.Object({ included: Type.Boolean() }),
  files: Type.Record(Type.String(), Type.Object({ bytes: Count, sha256: Sha256 })),
});
export type Manifest = Static<typeof ManifestSchema>;

/**
 * The manifest's media section: what was copied (undefined when uploads go to S3), how many files
 * arrived or changed during the copy, and which files the database refers to that were not there.
 */
export function mediaSection(
  copy: MediaCopy | undefined,
  changedDuringCopy: number,
  mediaKeys: string[],
): FolderSection {
  return folderSection(
    copy,
    changedDuringCopy,
    mediaKeys,
    'Uploads go to an S3 bucket (S3_BUCKET): back the bucket up with its own versioning or replication.',
  );
}

/** The manifest's private section, as mediaSection: undefined `copy` when the files are in the bucket. */
export function privateSection(
  copy: MediaCopy | undefined,
  changedDuringCopy: number,
  privateKeys: string[],
): FolderSection {
  return folderSection(
    copy,
    changedDuringCopy,
    privateKeys,
    `Private files are under ${PRIVATE_FOLDER}/ in the S3 bucket (S3_BUCKET): back the bucket up with its own ` +
      'versioning or replication.',
  );
}

function folderSection(
  copy: MediaCopy | undefined,
  changedDuringCopy: number,
  keys: string[],
  s3Note: string,
): FolderSection {
  if (!copy) return { included: false, note: s3Note, fileCount: 0, bytes: 0, changedDuringCopy: 0, missing: [] };
  return {
    included: true,
    fileCount: copy.copied.size,
    bytes: [...copy.copied.values()].reduce((sum, file) => sum + file.size, 0),
    changedDuringCopy,
    missing: keys.filter((key) => !copy.copied.has(key)),
  };
}

/** A backup that must not be restored here, with the reason in words an operator can act on. */
export class BackupRefusedError extends Error {}

/** Parses manifest.json, refusing anything that is not a whole manifest this version can read. */
export function parseManifest(text: string, where: string): Manifest {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new BackupRefusedError(`${where}: ${MANIFEST_FILE} is not valid JSON; the backup is damaged.`);
  }
  const head = (typeof value === 'object' && value !== null ? value : {}) as Record<string, unknown>;
  if (head.format !== BACKUP_FORMAT)
    throw new BackupRefusedError(`${where}: ${MANIFEST_FILE} does not describe a marketplace backup.`);
  if (typeof head.formatVersion === 'number' && head.formatVersion > BACKUP_FORMAT_VERSION) {
    throw new BackupRefusedError(
      `${where}: the backup has format ${head.formatVersion} (made by app version ${String(head.appVersion)}); ` +
        `this version reads format ${BACKUP_FORMAT_VERSION}. Restore it with a newer version of the marketplace.`,
    );
  }
  if (!Value.Check(ManifestSchema, value)) {
    const problems = [...Value.Errors(ManifestSchema, value)]
      .slice(0, 3)
      .map((error) => `${error.instancePath || '/'} ${error.message}`);
    throw new BackupRefusedError(`${where}: ${MANIFEST_FILE} is damaged (${problems.join('; ')}).`);
  }
  const manifest = value;
  const expectedFile = manifest.database.kind === 'pglite' ? PGLITE_DATABASE_FILE : POSTGRES_DATABASE_FILE;
  if (manifest.database.file !== expectedFile)
    throw new BackupRefusedError(
      `${where}: ${MANIFEST_FILE} is damaged (a ${manifest.database.kind} backup names ${manifest.database.file}).`,
    );
  const required = [manifest.database.file, ...(manifest.jwtSecret.included ? [JWT_SECRET_FILE] : [])];
  for (const file of required) {
    if (!manifest.files[file])
      throw new BackupRefusedError(`${where}: ${MANIFEST_FILE} is damaged (it lists no checksum for ${file}).`);
  }
  for (const file of Object.keys(manifest.files)) {
    // Every path is joined to the backup and restore folders: nothing may point outside them.
    if (file.split('/').some((part) => part === '..' || part === '') || file.startsWith('/'))
      throw new BackupRefusedError(`${where}: ${MANIFEST_FILE} is damaged (it names the file '${file}').`);
  }
  return manifest;
}

export interface FileCheck {
  path: string;
  actual: { bytes: number; sha256: string } | undefined;
}

/**
 * Compares the files found with the manifest: every listed file must be there with its size and
 * checksum. `actual` is undefined for a missing file. Returns nothing or throws with every problem.
 */
export function checkFiles(manifest: Manifest, found: FileCheck[], where: string): void {
  const problems: string[] = [];
  for (const { path, actual } of found) {
    const expected = manifest.files[path];
    if (!expected) continue;
    if (!actual) problems.push(`${path} is missing`);
    else if (actual.bytes !== expected.bytes)
      problems.push(`${path} has ${actual.bytes} bytes, the manifest says ${expected.bytes}`);
    else if (actual.sha256 !== expected.sha256) problems.push(`${path} does not match its sha256 checksum`);
  }
  if (problems.length === 0) return;
  const shown = problems.slice(0, 5).join('; ');
  const more = problems.length > 5 ? `; and ${problems.length - 5} more` : '';
  throw new BackupRefusedError(`${where}: the backup is damaged: ${shown}${more}. Use another backup.`);
}

export interface AppMigration {
  tag: string;
  createdAt: number;
  hash: string;
}

/** This version's migrations, as drizzle's migrator applies and records them (drizzle/). */
export function appMigrations(folder: string = migrationsDir): AppMigration[] {
  const journal = JSON.parse(readFileSync(join(folder, 'meta', '_journal.json'), 'utf8')) as {
    entries: { tag: string; when: number }[];
  };
  const files = readMigrationFiles({ migrationsFolder: folder });
  return journal.entries.map((entry, index) => ({
    tag: entry.tag,
    createdAt: entry.when,
    hash: files[index]?.hash ?? '',
  }));
}

/** The tag of the migration a database stands at, or null when this version does not know it. */
export function migrationTag(level: MigrationLevel, known: AppMigration[]): string | null {
  return known.find((migration) => migration.createdAt === level.latestCreatedAt)?.tag ?? null;
}

export interface Compatibility {
  /** Migrations this version has that the backup's database lacks; the server applies them at start. */
  pendingMigrations: string[];
}

/**
 * Whether this version can run on the backup's database: it must stand at one of our migrations
 * (same SQL), not at one we do not know (made by a newer version, or another branch).
 */
export function checkCompatibility(
  manifest: Manifest,
  target: 'pglite' | 'postgres',
  known: AppMigration[],
  where: string,
): Compatibility {
  if (manifest.database.kind !== target) {
    throw new BackupRefusedError(
      manifest.database.kind === 'pglite'
        ? `${where} holds an embedded (PGlite) database, but DATABASE_URL is set, so this would restore into PostgreSQL. ` +
            'Unset DATABASE_URL to restore it into DATA_DIR.'
        : `${where} holds a PostgreSQL database (pg_dump), but DATABASE_URL is not set. ` +
            'Set DATABASE_URL to the (empty) PostgreSQL database to restore it into.',
    );
  }
  const level = manifest.migrations;
  if (level.latestCreatedAt === null) return { pendingMigrations: known.map((migration) => migration.tag) };
  const index = known.findIndex((migration) => migration.createdAt === level.latestCreatedAt);
  const newest = known.at(-1);
  if (index === -1) {
    const newer = newest && level.latestCreatedAt > newest.createdAt;
    throw new BackupRefusedError(
      newer
        ? `${where} was made by a newer version (app ${manifest.appVersion}, migration ${level.latestTag ?? level.latestCreatedAt}); ` +
            `this version stops at ${newest.tag}. Restore it with that version or a later one.`
        : `${where} stands at a migration this version does not know (${level.latestTag ?? level.latestCreatedAt}, app ` +
            `${manifest.appVersion}): it comes from another branch of the code. Restore it with the version that made it.`,
    );
  }
  if (known[index]!.hash !== level.latestHash) {
    throw new BackupRefusedError(
      `${where} stands at migration ${known[index]!.tag}, but its SQL differs from this version's file of that name. ` +
        'Restore it with the version that made it.',
    );
  }
  return { pendingMigrations: known.slice(index + 1).map((migration) => migration.tag) };
}

/**
 * The restored database must hold what the backup recorded: the same row counts, orders and
 * migration level. Returns the differences in words; empty when it matches.
 */
export function compareWithManifest(manifest: Manifest, facts: DatabaseFacts): string[] {
  const differences: string[] = [];
  for (const [table, count] of Object.entries(manifest.rowCounts)) {
    const found = facts.rowCounts[table];
    if (found !== count) differences.push(`${table}: ${found ?? 'no such table'} rows, the backup recorded ${count}`);
  }
  if (facts.ordersDigest !== manifest.ordersDigest) differences.push('the orders differ from those recorded');
  if (facts.migrations.latestCreatedAt !== manifest.migrations.latestCreatedAt)
    differences.push('the migration level differs from the one recorded');
  return differences;
}

/** Entries that make a data folder "not empty": everything but a mount point's lost+found and a stale socket. */
export function occupiedEntries(names: string[], ignore: string[] = []): string[] {
  return names.filter((name) => name !== 'lost+found' && !ignore.includes(name)).sort();
}
