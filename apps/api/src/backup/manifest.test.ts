import { describe, expect, it } from 'vitest';
import { describeManifest } from './cli-support';
import type { DatabaseFacts } from './database-facts';
import {
  appMigrations,
  BackupRefusedError,
  checkCompatibility,
  checkFiles,
  compareWithManifest,
  mediaSection,
  occupiedEntries,
  parseManifest,
  privateSection,
  type AppMigration,
  type Manifest,
} from './manifest';

const HASH = (digit: string) => digit.repeat(64);

const KNOWN: AppMigration[] = [
  { tag: '0000_initial', createdAt: 1000, hash: HASH('a') },
  { tag: '0001_more', createdAt: 2000, hash: HASH('b') },
  { tag: '0002_latest', createdAt: 3000, hash: HASH('c') },
];

function manifest(overrides: Partial<Manifest> = {}): Manifest {
  return {
    format: 'marketplace-backup',
    formatVersion: 1,
    createdAt: '2026-01-02T03:04:05.000Z',
    appVersion: '0.1.0',
    database: {
      kind: 'pglite',
      file: 'database.tar.gz',
      serverVersion: '18.6',
      pgliteVersion: '0.5.16',
      takenWhileRunning: true,
    },
    migrations: { count: 2, latestCreatedAt: 2000, latestHash: HASH('b'), latestTag: '0001_more' },
    rowCounts: { orders: 80, users: 41 },
    ordersDigest: '0123456789abcdef0123456789abcdef',
    media: { included: true, fileCount: 1, bytes: 10, changedDuringCopy: 0, missing: [] },
    private: { included: true, fileCount: 1, bytes: 20, changedDuringCopy: 0, missing: [] },
    jwtSecret: { included: true },
    files: {
      'database.tar.gz': { bytes: 100, sha256: HASH('d') },
      'jwt-secret': { bytes: 43, sha256: HASH('e') },
      'media/one.jpg': { bytes: 10, sha256: HASH('f') },
      'private/two.pdf': { bytes: 20, sha256: HASH('1') },
    },
    ...overrides,
  };
}

const parse = (value: unknown) => parseManifest(JSON.stringify(value), '/backups/b1');

describe('parseManifest', () => {
  it('reads a whole manifest', () => {
    expect(parse(manifest())).toEqual(manifest());
  });

  it('reads a manifest made before private files were backed up (no private section)', () => {
    const { private: _private, ...older } = manifest();
    expect(parse(older)).toEqual(older);
    expect(parse(older).private).toBeUndefined();
  });

  it('refuses a private section with missing or impossible fields', () => {
    const damaged = { ...manifest(), private: { included: true, fileCount: -1 } };
    expect(() => parse(damaged)).toThrow(/manifest\.json is damaged \(\/private/);
  });

  it('refuses a manifest that is not JSON, as a damaged backup', () => {
    expect(() => parseManifest('{"format": "marketplace-bac', '/backups/b1')).toThrow(
      new BackupRefusedError('/backups/b1: manifest.json is not valid JSON; the backup is damaged.'),
    );
  });

  it('refuses a file that is not a marketplace backup', () => {
    expect(() => parse({ format: 'something-else' })).toThrow('does not describe a marketplace backup');
    expect(() => parse([1, 2])).toThrow('does not describe a marketplace backup');
  });

  it('refuses a backup of a newer format, naming the version that made it', () => {
    expect(() => parse({ ...manifest(), formatVersion: 2, appVersion: '0.9.0' })).toThrow(
      'the backup has format 2 (made by app version 0.9.0); this version reads format 1. Restore it with a newer version',
    );
  });

  it('refuses a manifest with missing or impossible fields, saying where', () => {
    const { rowCounts: _dropped, ...withoutCounts } = manifest();
    expect(() => parse(withoutCounts)).toThrow(/manifest\.json is damaged \(.*rowCounts/);
    expect(() => parse(manifest({ rowCounts: { orders: -1 } }))).toThrow(/damaged \(\/rowCounts\/orders/);
  });

  it('refuses a manifest without the checksum of its database or of an included secret', () => {
    const { 'database.tar.gz': _database, ...withoutDatabase } = manifest().files;
    expect(() => parse(manifest({ files: withoutDatabase }))).toThrow('it lists no checksum for database.tar.gz');
    const { 'jwt-secret': _secret, ...withoutSecret } = manifest().files;
    expect(() => parse(manifest({ files: withoutSecret }))).toThrow('it lists no checksum for jwt-secret');
  });

  it('refuses a database file that does not go with the kind of database', () => {
    const database = { ...manifest().database, file: 'database.pgdump' as const };
    expect(() => parse(manifest({ database }))).toThrow('a pglite backup names database.pgdump');
  });

  it('refuses file names that would reach outside the backup or the data folder', () => {
    for (const name of ['../outside', 'media/../../etc/passwd', '/etc/passwd', 'media//x']) {
      const files = { ...manifest().files, [name]: { bytes: 1, sha256: HASH('0') } };
      expect(() => parse(manifest({ files }))).toThrow(`it names the file '${name}'`);
    }
  });
});

describe('checkFiles', () => {
  const intact = Object.entries(manifest().files).map(([path, actual]) => ({ path, actual }));

  it('passes when every file has its size and checksum', () => {
    expect(() => checkFiles(manifest(), intact, '/b')).not.toThrow();
  });

  it('names each missing, cut or altered file', () => {
    const found = [
      { path: 'database.tar.gz', actual: { bytes: 99, sha256: HASH('d') } },
      { path: 'jwt-secret', actual: undefined },
      { path: 'media/one.jpg', actual: { bytes: 10, sha256: HASH('0') } },
      { path: 'private/two.pdf', actual: undefined },
    ];
    expect(() => checkFiles(manifest(), found, '/b')).toThrow(
      new BackupRefusedError(
        '/b: the backup is damaged: database.tar.gz has 99 bytes, the manifest says 100; jwt-secret is missing; ' +
          'media/one.jpg does not match its sha256 checksum; private/two.pdf is missing. Use another backup.',
      ),
    );
  });
});

describe('checkCompatibility', () => {
  it('accepts a backup at an older migration and lists what the server will apply', () => {
    expect(checkCompatibility(manifest(), 'pglite', KNOWN, '/b')).toEqual({ pendingMigrations: ['0002_latest'] });
    const latest = { count: 3, latestCreatedAt: 3000, latestHash: HASH('c'), latestTag: '0002_latest' };
    expect(checkCompatibility(manifest({ migrations: latest }), 'pglite', KNOWN, '/b')).toEqual({
      pendingMigrations: [],
    });
  });

  it('refuses an embedded backup for PostgreSQL and a pg_dump for the embedded default', () => {
    expect(() => checkCompatibility(manifest(), 'postgres', KNOWN, '/b')).toThrow(
      'holds an embedded (PGlite) database, but DATABASE_URL is set',
    );
    const dump = manifest({ database: { ...manifest().database, kind: 'postgres', file: 'database.pgdump' } });
    expect(() => checkCompatibility(dump, 'pglite', KNOWN, '/b')).toThrow(
      'holds a PostgreSQL database (pg_dump), but DATABASE_URL is not set',
    );
  });

  it('refuses a backup made by a newer version', () => {
    const newer = { count: 4, latestCreatedAt: 4000, latestHash: HASH('9'), latestTag: '0003_future' };
    expect(() =>
      checkCompatibility(manifest({ migrations: newer, appVersion: '0.2.0' }), 'pglite', KNOWN, '/b'),
    ).toThrow(
      '/b was made by a newer version (app 0.2.0, migration 0003_future); this version stops at 0002_latest. ' +
        'Restore it with that version or a later one.',
    );
  });

  it('refuses a migration this version never had, or one whose SQL differs', () => {
    const branch = { count: 2, latestCreatedAt: 1500, latestHash: HASH('9'), latestTag: '0001_elsewhere' };
    expect(() => checkCompatibility(manifest({ migrations: branch }), 'pglite', KNOWN, '/b')).toThrow(
      'it comes from another branch of the code',
    );
    const edited = { count: 2, latestCreatedAt: 2000, latestHash: HASH('9'), latestTag: '0001_more' };
    expect(() => checkCompatibility(manifest({ migrations: edited }), 'pglite', KNOWN, '/b')).toThrow(
      "stands at migration 0001_more, but its SQL differs from this version's file",
    );
  });
});

describe('compareWithManifest', () => {
  const facts: DatabaseFacts = {
    serverVersion: '18.6',
    migrations: { count: 2, latestCreatedAt: 2000, latestHash: HASH('b') },
    rowCounts: { orders: 80, users: 41 },
    ordersDigest: '0123456789abcdef0123456789abcdef',
    mediaKeys: [],
    privateKeys: [],
  };

  it('finds nothing when the database holds what was recorded', () => {
    expect(compareWithManifest(manifest(), facts)).toEqual([]);
  });

  it('names every difference', () => {
    const other = { ...facts, rowCounts: { users: 41 }, ordersDigest: 'ff'.repeat(16) };
    expect(compareWithManifest(manifest(), other)).toEqual([
      'orders: no such table rows, the backup recorded 80',
      'the orders differ from those recorded',
    ]);
  });
});

describe('occupiedEntries', () => {
  it("counts everything but a mount point's lost+found and the names given", () => {
    expect(occupiedEntries(['lost+found', 'control.sock'], ['control.sock'])).toEqual([]);
    expect(occupiedEntries(['pglite', 'lost+found', 'jwt-secret'])).toEqual(['jwt-secret', 'pglite']);
  });
});

describe('mediaSection', () => {
  it('lists the files the database refers to that were not copied', () => {
    const copied = new Map([['a.jpg', { size: 5, mtimeMs: 1 }]]);
    expect(mediaSection({ copied, vanished: 0 }, 1, ['a.jpg', 'b.png'])).toEqual({
      included: true,
      fileCount: 1,
      bytes: 5,
      changedDuringCopy: 1,
      missing: ['b.png'],
    });
    expect(mediaSection(undefined, 0, ['a.jpg'])).toMatchObject({ included: false, missing: [] });
  });
});

describe('privateSection', () => {
  it('counts the private files copied and lists those the database refers to that were not', () => {
    const copied = new Map([
      ['a.pdf', { size: 7, mtimeMs: 1 }],
      ['b.jpg', { size: 3, mtimeMs: 1 }],
    ]);
    expect(privateSection({ copied, vanished: 0 }, 0, ['a.pdf', 'b.jpg', 'c.png'])).toEqual({
      included: true,
      fileCount: 2,
      bytes: 10,
      changedDuringCopy: 0,
      missing: ['c.png'],
    });
  });

  it('says where they are when they are in the S3 bucket', () => {
    expect(privateSection(undefined, 0, ['a.pdf'])).toEqual({
      included: false,
      note: 'Private files are under private/ in the S3 bucket (S3_BUCKET): back the bucket up with its own versioning or replication.',
      fileCount: 0,
      bytes: 0,
      changedDuringCopy: 0,
      missing: [],
    });
  });
});

describe('describeManifest', () => {
  const line = (lines: string[], name: string) => lines.find((text) => text.startsWith(`  ${name} `));

  it('gives the private files a line as the media have', () => {
    const lines = describeManifest(
      manifest({
        private: { included: true, fileCount: 3, bytes: 2 * 1024 * 1024, changedDuringCopy: 1, missing: ['x.pdf'] },
      }),
    );
    expect(line(lines, 'media')).toBe('  media      1 files (0.0 MB)');
    expect(line(lines, 'private')).toBe(
      '  private    3 files (2.0 MB), 1 arrived during the copy; 1 referenced files were already missing',
    );
    const onS3 = describeManifest(manifest({ private: privateSection(undefined, 0, []) }));
    expect(line(onS3, 'private')).toBe(
      '  private    not included: Private files are under private/ in the S3 bucket (S3_BUCKET): back the bucket up ' +
        'with its own versioning or replication.',
    );
  });

  it('says when a backup predates private files', () => {
    const { private: _private, ...older } = manifest();
    expect(line(describeManifest(older), 'private')).toBe(
      '  private    not in this backup (made before backups held private files)',
    );
  });
});

describe('appMigrations', () => {
  it("reads this version's migrations in order, each with its tag and its SQL's checksum", () => {
    const migrations = appMigrations();
    expect(migrations[0]?.tag).toBe('0000_initial');
    expect(migrations.every((migration) => /^[0-9a-f]{64}$/.test(migration.hash))).toBe(true);
    const times = migrations.map((migration) => migration.createdAt);
    expect(times).toEqual([...times].sort((a, b) => a - b));
  });
});
