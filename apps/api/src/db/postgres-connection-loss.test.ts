import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/test-database';
import { isDatabaseUnavailable } from '../lib/database-unavailable';

/** node-postgres's result rows (the common Database type leaves execute's result unknown). */
const rowsOf = <Row>(result: unknown) => (result as { rows: [Row, ...Row[]] }).rows;

// A connection cut while a request holds it (a transaction between two statements), as a restart
// of PostgreSQL does to every open transaction. node-postgres reports it as an 'error' event on
// the client, which the pool listens for only while the client is idle: unheard, it crashed the
// API process (issue 20 point 3). Only PostgreSQL has connections to cut.
describe.skipIf(inject('testDatabase').kind !== 'postgres')('a PostgreSQL connection lost mid-transaction', () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase();
  });
  afterAll(() => t.close());

  it('fails that transaction as database-unavailable, and the next statement gets a fresh connection', async () => {
    const outcome = t.db.transaction(async (tx) => {
      const [{ pid }] = rowsOf<{ pid: number }>(await tx.execute(sql`select pg_backend_pid() as pid`));
      // From another pooled connection, as the server's shutdown would: FATAL 57P01, then EOF.
      await t.db.execute(sql`select pg_terminate_backend(${pid})`);
      await sleep(300); // the cut arrives while this transaction holds its client between statements
      await tx.execute(sql`select 1`);
    });
    await expect(outcome).rejects.toSatisfy(isDatabaseUnavailable);
    expect(rowsOf(await t.db.execute(sql`select 1 as one`))).toEqual([{ one: 1 }]);
  });
});
