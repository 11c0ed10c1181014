import { sql, type SQL } from 'drizzle-orm';
import { describe, expect, inject, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from './test-database';

// Every file gets a database in the template's state, whether it is a new clone or, on PGlite, one
// an earlier file gave back (test-database.ts): what one file wrote must never reach the next.

/** The rows of a raw statement (drizzle types them per driver; both drivers return `rows`). */
const rowsOf = async <Row>(testDb: TestDatabase, query: SQL) =>
  ((await testDb.db.execute(query)) as unknown as { rows: Row[] }).rows;
const categoryCount = async (testDb: TestDatabase) =>
  (await rowsOf<{ n: number }>(testDb, sql`select count(*)::int as n from categories`))[0]!.n;
const catalogVersion = async (testDb: TestDatabase) =>
  (await rowsOf<{ v: string }>(testDb, sql`select last_value::text as v from catalog_version`))[0]!.v;

describe('a test database', () => {
  it("starts in the template's state after another test wrote to one", async () => {
    const first = await createTestDatabase();
    const templateVersion = await catalogVersion(first);
    await first.db.execute(sql`insert into categories (name) values ('Left behind')`);
    await first.db.execute(sql`select nextval('catalog_version')`);
    await first.db.execute(sql`set time zone 'Pacific/Auckland'`);
    await first.close();

    const next = await createTestDatabase();
    try {
      expect(await categoryCount(next)).toBe(0);
      expect(await catalogVersion(next)).toBe(templateVersion);
      const [zone] = await rowsOf<{ TimeZone: string }>(next, sql`show time zone`);
      expect(zone!.TimeZone).not.toBe('Pacific/Auckland');
    } finally {
      await next.close();
    }
  });

  it('is a new one when a test changed the schema of the one it had', async () => {
    const first = await createTestDatabase();
    await first.db.execute(sql`create table left_behind (n int)`);
    await first.close();

    const next = await createTestDatabase();
    try {
      expect(await rowsOf(next, sql`select 1 from pg_tables where tablename = 'left_behind'`)).toHaveLength(0);
    } finally {
      await next.close();
    }
  });

  it.runIf(inject('testDatabase').kind === 'pglite')(
    'refuses statements once closed, though the next test has it now',
    async () => {
      const first = await createTestDatabase();
      await first.close();
      const next = await createTestDatabase();
      try {
        await expect(first.db.execute(sql`select 1`)).rejects.toMatchObject({
          cause: { message: 'This test database was closed.' },
        });
        await next.db.execute(sql`select 1`);
      } finally {
        await next.close();
      }
    },
  );
});
