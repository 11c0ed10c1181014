import { describe, expect, it } from 'vitest';
import { describePlan, replayPlan, type CapturedQuery } from './sql-plan';

const query = (client: number, text: string, started: number, ended: number): CapturedQuery => ({
  client,
  text,
  values: [],
  started,
  ended,
});

describe('replayPlan', () => {
  it('keeps queries that ran one after the other as separate steps, in order', () => {
    const plan = replayPlan([query(2, 'select 2', 20, 30), query(1, 'select 1', 0, 10)]);
    expect(plan.map((step) => step.map((unit) => unit.kind === 'query' && unit.query.text))).toEqual([
      ['select 1'],
      ['select 2'],
    ]);
  });

  it('runs queries that overlapped (Promise.all) in one step', () => {
    const plan = replayPlan([
      query(1, 'select count(*)', 0, 30),
      query(2, 'select page', 5, 20),
      query(1, 'select after', 31, 40),
    ]);
    expect(describePlan(plan)).toBe('query + query, then query');
  });

  it('keeps a transaction on its connection as one unit, even when other clients interleave', () => {
    const plan = replayPlan([
      query(1, 'begin', 0, 1),
      query(2, 'select other', 2, 3),
      query(1, 'set local work_mem = 1', 4, 5),
      query(1, 'select inside', 6, 9),
      query(1, 'COMMIT', 10, 11),
    ]);
    expect(describePlan(plan)).toBe('transaction of 4 + query');
    const transaction = plan[0]!.find((unit) => unit.kind === 'transaction');
    expect(transaction?.kind === 'transaction' && transaction.queries.map((q) => q.text)).toEqual([
      'begin',
      'set local work_mem = 1',
      'select inside',
      'COMMIT',
    ]);
  });

  it('refuses a capture that ends inside a transaction', () => {
    expect(() => replayPlan([query(1, 'begin', 0, 1), query(1, 'select 1', 2, 3)])).toThrow(/transaction open/);
  });

  it('gives an empty plan for a request that sent no SQL', () => {
    expect(replayPlan([])).toEqual([]);
  });
});
