import { existsSync } from 'node:fs';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/test-database';
import { LocalMediaStore } from '../lib/media/media-store';
import { isDatabaseEmpty, seedDemo } from './demo-seed';
import { KEPT_TABLES, resetDatabase, schemaTableNames } from './reset-database';

describe('resetDatabase', () => {
  let testDb: TestDatabase;
  let mediaDir: string;

  beforeAll(async () => {
    testDb = await createTestDatabase();
    mediaDir = await mkdtemp(join(tmpdir(), 'reset-media-'));
  });

  afterAll(async () => {
    await testDb?.close();
    if (mediaDir) await rm(mediaDir, { recursive: true, force: true });
  });

  it('empties every table but the settings (the append-only audit log included) and removes the media files', async () => {
    const media = new LocalMediaStore(mediaDir);
    await seedDemo({ db: testDb.db, media });
    expect((await readdir(mediaDir)).length).toBeGreaterThan(0);

    const wiped = await resetDatabase(testDb.db, media);

    expect(wiped.tables).toBe(schemaTableNames().length - KEPT_TABLES.length);
    expect(schemaTableNames()).toEqual(expect.arrayContaining(['users', 'orders', 'audit_log', 'mail_outbox']));
    for (const table of schemaTableNames().filter((name) => !KEPT_TABLES.includes(name))) {
      const result = (await testDb.db.execute(sql.raw(`select count(*)::int as n from "${table}"`))) as unknown as {
        rows: { n: number }[];
      };
      expect(result.rows[0]?.n, table).toBe(0);
    }
    expect(await isDatabaseEmpty(testDb.db)).toBe(true);
    // The documents businesses must give are settings: a fresh demo still asks for them.
    const kept = (await testDb.db.execute(
      sql.raw('select count(*)::int as n from document_requirements'),
    )) as unknown as {
      rows: { n: number }[];
    };
    expect(kept.rows[0]?.n).toBe(5);
    expect(await readdir(mediaDir)).toEqual([]);
    expect(existsSync(mediaDir)).toBe(true);
  }, 60_000);
});
