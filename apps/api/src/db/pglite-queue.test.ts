import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_BUSY_MESSAGE, FifoGate, mayWrite, pgliteWriteCount, queuedPglite } from './pglite-queue';

const tick = () => new Promise((resolve) => setImmediate(resolve));

/** Work that finishes when the test says so. */
function controllable() {
  let finish!: () => void;
  const done = new Promise<void>((resolve) => (finish = resolve));
  return { done, finish };
}

describe('FifoGate', () => {
  it('runs work one at a time, in the order it arrived', async () => {
    const gate = new FifoGate();
    const order: number[] = [];
    let running = 0;
    let mostAtOnce = 0;
    const work = (n: number) =>
      gate.run(async () => {
        running += 1;
        mostAtOnce = Math.max(mostAtOnce, running);
        await tick();
        order.push(n);
        running -= 1;
      });
    await Promise.all([1, 2, 3, 4, 5].map(work));
    expect(order).toEqual([1, 2, 3, 4, 5]);
    expect(mostAtOnce).toBe(1);
  });

  it('lets no newcomer jump the line while the next in line is being woken', async () => {
    const gate = new FifoGate();
    const first = controllable();
    const order: string[] = [];
    const running = gate.run(() => first.done);
    const waiting = gate.run(async () => void order.push('waiting'));
    first.finish();
    await running;
    // The gate is free only after the waiter's turn: this one arrives during the hand-over.
    const newcomer = gate.run(async () => void order.push('newcomer'));
    await Promise.all([waiting, newcomer]);
    expect(order).toEqual(['waiting', 'newcomer']);
  });

  it('yields to the event loop between two statements, so requests that came meanwhile are read', async () => {
    const gate = new FifoGate();
    const order: string[] = [];
    let arrived!: Promise<void>;
    await Promise.all([
      gate.run(async () => {
        // Stands for a socket that became readable while the statement ran.
        arrived = new Promise((resolve) => setImmediate(() => resolve(void order.push('request read'))));
        order.push('first');
      }),
      gate.run(async () => void order.push('second')),
    ]);
    await arrived;
    // Handed over in a microtask (PGlite's own lock), 'second' would come before the read.
    expect(order).toEqual(['first', 'request read', 'second']);
  });

  it('refuses work beyond the bound with 503 instead of queueing it, and recovers', async () => {
    const gate = new FifoGate(2);
    const first = controllable();
    const running = gate.run(() => first.done);
    const waiting = [gate.run(async () => 'a'), gate.run(async () => 'b')];
    await expect(gate.run(async () => 'c')).rejects.toMatchObject({ statusCode: 503, message: DATABASE_BUSY_MESSAGE });
    first.finish();
    await running;
    expect(await Promise.all(waiting)).toEqual(['a', 'b']);
    expect(await gate.run(async () => 'after')).toBe('after');
  });

  it('frees the gate when work fails', async () => {
    const gate = new FifoGate();
    await expect(gate.run(async () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await gate.run(async () => 'next')).toBe('next');
  });

  it('settles once nothing ran or waited for a whole turn', async () => {
    const gate = new FifoGate();
    let finished = false;
    void gate.run(async () => {
      await tick();
      await tick();
      finished = true;
    });
    await gate.settled();
    expect(finished).toBe(true);
  });
});

describe('queuedPglite', () => {
  let client: PGlite;
  beforeAll(async () => {
    client = await PGlite.create();
  });
  afterAll(() => client.close());

  it('answers as PGlite does, and transactions keep their statements together', async () => {
    const db = queuedPglite(client, new FifoGate());
    await db.exec('create table tally (n int)');
    await Promise.all([
      db.transaction(async (tx) => {
        await tx.query('insert into tally values (1)');
        await tx.query('insert into tally values (2)');
      }),
      db.query('insert into tally values (3)'),
    ]);
    const { rows } = await db.query<{ n: number }>('select n from tally order by n');
    expect(rows.map((row) => row.n)).toEqual([1, 2, 3]);
    expect(db.closed).toBe(false);
    expect(db instanceof PGlite).toBe(true);
  });
});

describe('mayWrite', () => {
  it('takes plain reads for reads, whatever their layout', () => {
    expect(mayWrite('select 1')).toBe(false);
    expect(mayWrite('  /* a note */\n-- another\n(SELECT "updated_at", "is_deleted" from t) union (select 2)')).toBe(
      false,
    );
    expect(mayWrite('with recent as (select * from orders) select count(*) from recent')).toBe(false);
  });

  it('takes everything else for a possible write', () => {
    for (const statement of [
      'insert into t values (1)',
      'UPDATE t SET n = 2',
      'delete from t',
      'truncate t',
      'with moved as (delete from t returning *) select count(*) from moved',
      // Locks rows for a write to come; erring towards "write" costs one version read.
      'select * from t for update',
      "select nextval('catalog_version')",
      "select setval('catalog_version', 9)",
      'begin',
      'set session_replication_role = replica',
      'vacuum analyze',
      '',
    ]) {
      expect(mayWrite(statement), statement).toBe(true);
    }
    expect(mayWrite(undefined)).toBe(true);
  });
});

describe('pgliteWriteCount', () => {
  let client: PGlite;
  beforeAll(async () => {
    client = await PGlite.create();
    await client.exec('create table counted (n int)');
  });
  afterAll(() => client.close());

  it('moves after every statement that may write, before its caller hears back, and never for reads', async () => {
    const db = queuedPglite(client, new FifoGate());
    const writes = pgliteWriteCount(db)!;
    const start = writes();
    await db.query('select n from counted');
    await db.sql`select ${1}::int as one`;
    expect(writes()).toBe(start);

    await db.query('insert into counted values (1)');
    expect(writes()).toBe(start + 1);
    await db.exec('update counted set n = 2');
    expect(writes()).toBe(start + 2);
    await expect(
      db.transaction(async (tx) => {
        await tx.query('insert into counted values (3)');
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(writes()).toBe(start + 3);
    await expect(db.query('insert into missing_table values (1)')).rejects.toThrow();
    expect(writes()).toBe(start + 4);
  });

  it('is kept per queued instance and unknown for anything else', () => {
    const one = queuedPglite(client, new FifoGate());
    const other = queuedPglite(client, new FifoGate());
    expect(pgliteWriteCount(one)).not.toBe(pgliteWriteCount(other));
    expect(pgliteWriteCount(client)).toBeUndefined();
    expect(pgliteWriteCount({})).toBeUndefined();
    expect(pgliteWriteCount(undefined)).toBeUndefined();
  });
});
