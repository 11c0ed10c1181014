// Turns the queries one API request sent (captured by capture-sql.mjs) into a replay plan for the
// bare server: transactions stay on one connection, and queries the API ran at the same time
// (Promise.all) run at the same time again, so the bare server does the same database work in
// the same shape and the req/s ratio measures only what the API adds around it.

export interface CapturedQuery {
  client: number;
  text: string;
  values: unknown[];
  rowMode?: 'array';
  started: number;
  ended: number;
}

export type ReplayUnit = { kind: 'query'; query: CapturedQuery } | { kind: 'transaction'; queries: CapturedQuery[] };

/** Steps run one after the other; the units inside a step run concurrently. */
export type ReplayPlan = ReplayUnit[][];

const BEGIN = /^\s*(begin|start transaction)\b/i;
const END = /^\s*(commit|rollback)\b/i;

interface Timed {
  unit: ReplayUnit;
  started: number;
  ended: number;
}

export function replayPlan(captured: readonly CapturedQuery[]): ReplayPlan {
  const ordered = [...captured].sort((a, b) => a.started - b.started);
  const units: Timed[] = [];
  const open = new Map<number, CapturedQuery[]>();
  for (const query of ordered) {
    const transaction = open.get(query.client);
    if (transaction) {
      transaction.push(query);
      if (END.test(query.text)) {
        open.delete(query.client);
        units.push({
          unit: { kind: 'transaction', queries: transaction },
          started: transaction[0]!.started,
          ended: query.ended,
        });
      }
    } else if (BEGIN.test(query.text)) {
      open.set(query.client, [query]);
    } else {
      units.push({ unit: { kind: 'query', query }, started: query.started, ended: query.ended });
    }
  }
  if (open.size > 0) throw new Error('A captured request left a transaction open; the capture is incomplete.');
  units.sort((a, b) => a.started - b.started);
  const plan: ReplayPlan = [];
  let stepEnd = -Infinity;
  for (const { unit, started, ended } of units) {
    if (started < stepEnd && plan.length > 0) plan[plan.length - 1]!.push(unit);
    else plan.push([unit]);
    stepEnd = Math.max(stepEnd, ended);
  }
  return plan;
}

export function describePlan(plan: ReplayPlan): string {
  return plan
    .map((step) =>
      step.map((unit) => (unit.kind === 'query' ? 'query' : `transaction of ${unit.queries.length}`)).join(' + '),
    )
    .join(', then ');
}
