import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories } from '../db/schema/index';
import { createTestDatabase, type TestDatabase } from '../../test/test-database';
import { openArchive } from './pglite-archive';

/** A promise settled from outside, to hold a transaction open while the snapshot is asked for. */
function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
}

// The embedded database's snapshot (db/database.ts) is what `pnpm backup` stores while the server runs.
describe.skipIf(process.env.TEST_DATABASE_URL)('the PGlite snapshot', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it('waits for an open transaction and holds its commit, but nothing asked for after it', async () => {
    const { db, handle } = database;
    const before = (await db.select().from(categories)).length;
    const release = deferred();
    const open = db.transaction(async (tx) => {
      await tx.insert(categories).values({ name: 'Committed before the snapshot' });
      await release.promise;
    });
    // Let the transaction take the line first, as a request already running would have.
    await new Promise((resolve) => setTimeout(resolve, 20));
    let taken = false;
    const snapshot = handle.snapshot!().then((blob) => {
      taken = true;
      return blob;
    });
    const later = db.insert(categories).values({ name: 'Asked for after the snapshot' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(taken).toBe(false);
    release.resolve();
    await open;
    const archive = Buffer.from(await (await snapshot).arrayBuffer());
    await later;

    const facts = await openArchive(archive);
    expect(facts.rowCounts.categories).toBe(before + 1);
    expect((await db.select().from(categories)).length).toBe(before + 2);
  });
});
