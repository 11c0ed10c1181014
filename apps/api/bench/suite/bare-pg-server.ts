// The yardstick for the API: a bare node:http server with a pg pool of the same size that answers
// each benchmarked URL by replaying the SQL the API sent for it (see sql-plan.ts), and sends the
// last query's rows as JSON. No routing, validation, auth, hooks or serialization schemas: what
// the API does beyond this is its own overhead. Started by the suite as a separate process:
//   BENCH_PLANS=<plans.json> DATABASE_URL=... DATABASE_POOL_SIZE=10 PORT=... tsx bare-pg-server.ts
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import pg from 'pg';
import type { CapturedQuery, ReplayPlan, ReplayUnit } from './sql-plan';

const plans = JSON.parse(readFileSync(process.env.BENCH_PLANS!, 'utf8')) as Record<string, ReplayPlan>;
const pool = new pg.Pool({
  connectionString: process.env.DATABASE_URL,
  max: Number(process.env.DATABASE_POOL_SIZE ?? 10),
});
// Same as the API: an idle connection cut by the server must not crash the process.
pool.on('error', () => {});

const send = (client: pg.Pool | pg.PoolClient, query: CapturedQuery) =>
  client.query({ text: query.text, values: query.values, ...(query.rowMode ? { rowMode: query.rowMode } : {}) });

async function runUnit(unit: ReplayUnit): Promise<unknown[]> {
  if (unit.kind === 'query') return (await send(pool, unit.query)).rows;
  const client = await pool.connect();
  try {
    let rows: unknown[] = [];
    for (const query of unit.queries) {
      const result = await send(client, query);
      if (result.rows.length > 0) rows = result.rows;
    }
    return rows;
  } finally {
    client.release();
  }
}

async function replay(plan: ReplayPlan): Promise<unknown[]> {
  let rows: unknown[] = [];
  for (const step of plan) {
    const results = await Promise.all(step.map(runUnit));
    rows = results[results.length - 1] ?? rows;
  }
  return rows;
}

const server = createServer((request, response) => {
  const plan = plans[request.url ?? ''];
  if (!plan) {
    response.writeHead(404).end();
    return;
  }
  replay(plan).then(
    (rows) => {
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(rows));
    },
    (error: Error) => {
      response.writeHead(500, { 'content-type': 'text/plain' }).end(error.message);
    },
  );
});
server.listen(Number(process.env.PORT), '127.0.0.1', () => console.log('bare pg server ready'));
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => {
    server.close();
    void pool.end().finally(() => process.exit(0));
  });
