// Catalog and order list on PostgreSQL: the API side by side with a bare node:http + pg server
// replaying the SQL the API sent for the same request (captured once from a separate API
// process, so the measured API carries no capture hook). The ratio API/bare req/s is the figure.
import { readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { catalogRequests, type BenchRequest } from '../catalog-paths';
import type { SuiteContext } from '../context';
import { customerToken, type CustomerRow } from '../customer-token';
import { measurePair, roundsNote } from '../load';
import { freePort, startServer } from '../processes';
import { describePlan, replayPlan, type CapturedQuery, type ReplayPlan } from '../sql-plan';
import { startApi } from '../target';

interface Measured extends BenchRequest {
  headers?: Record<string, string>;
  section: string;
}

export async function customerOrdersRequest(context: SuiteContext): Promise<Measured> {
  const pool = context.postgres!.pool;
  const { rows } = await pool.query<CustomerRow & { orders: number }>(
    `select u.id, u.email, u.is_active, u.is_deleted, u.email_confirmed, o.orders
       from (select customer_id, count(*)::int as orders from orders group by customer_id order by 2 desc limit 1) o
       join users u on u.id = o.customer_id`,
  );
  const customer = rows[0];
  if (!customer) throw new Error('No orders in the database: was the scale seed loaded?');
  const token = await customerToken(context, customer);
  return {
    section: 'orders',
    key: 'orders',
    name: `a customer's orders (${customer.orders} orders)`,
    path: `/api/Order/customer/${customer.id}`,
    headers: { authorization: `Bearer ${token}` },
  };
}

async function capturePlans(context: SuiteContext, requests: readonly Measured[]): Promise<Map<string, ReplayPlan>> {
  const sqlLog = join(context.workDir, 'captured-sql.jsonl');
  writeFileSync(sqlLog, '');
  const capture = await startApi(context.options, context.jwtSecret, {
    databaseUrl: context.postgres!.url,
    dataDir: join(context.workDir, 'capture-data'),
    sqlLog,
  });
  const plans = new Map<string, ReplayPlan>();
  try {
    for (const request of requests) {
      const get = async () => {
        const response = await fetch(`${capture.url}${request.path}`, {
          headers: request.headers ?? {},
          signal: AbortSignal.timeout(60_000),
        });
        await response.arrayBuffer();
        if (response.status !== 200) throw new Error(`${request.path} answered ${response.status}`);
      };
      // Warm first: one-time work (caches, first-use lookups) is not what a steady load repeats.
      for (let warm = 0; warm < 3; warm += 1) await get();
      const from = statSync(sqlLog).size;
      await get();
      // `from` counts bytes: slice the bytes, not the decoded text (Arabic searches are multi-byte).
      const lines = readFileSync(sqlLog).subarray(from).toString('utf8').split('\n').filter(Boolean);
      const plan = replayPlan(lines.map((line) => JSON.parse(line) as CapturedQuery));
      plans.set(request.path, plan);
      context.log(`  ${request.name}: ${lines.length} queries (${describePlan(plan) || 'none'})`);
    }
  } finally {
    await capture.stop();
  }
  return plans;
}

/** How much SQL the request sends: a cache in the API can make it none, and the row must say so. */
function sqlSummary(plan: ReplayPlan): string {
  const count = plan.flat().reduce((sum, unit) => sum + (unit.kind === 'query' ? 1 : unit.queries.length), 0);
  return count === 0 ? 'the API sent no SQL (answered from memory)' : `${count} SQL statement${count === 1 ? '' : 's'}`;
}

export async function apiVersusBare(context: SuiteContext, withCatalog: boolean, withOrders: boolean): Promise<void> {
  const { options, postgres } = context;
  const requests: Measured[] = [];
  if (withCatalog)
    requests.push(...(await catalogRequests(postgres!.api.url)).map((request) => ({ ...request, section: 'catalog' })));
  if (withOrders) requests.push(await customerOrdersRequest(context));
  context.log('Capturing the SQL the API sends for each request:');
  const plans = await capturePlans(context, requests);
  const plansFile = join(context.workDir, 'plans.json');
  writeFileSync(plansFile, JSON.stringify(Object.fromEntries(plans)));
  const port = await freePort();
  const bare = await startServer(
    process.execPath,
    ['--import', 'tsx', join(import.meta.dirname, '..', 'bare-pg-server.ts')],
    {
      cwd: join(import.meta.dirname, '..', '..', '..'),
      env: {
        PATH: process.env.PATH,
        BENCH_PLANS: plansFile,
        DATABASE_URL: postgres!.url,
        DATABASE_POOL_SIZE: String(options.poolSize),
        PORT: String(port),
      },
      label: 'bare node:http + pg server',
      readyUrl: `http://127.0.0.1:${port}${requests[0]!.path}`,
      timeoutMs: 60_000,
    },
  );
  try {
    for (const request of requests) {
      for (const connections of options.connections) {
        context.log(`  ${request.name} at ${connections} connections`);
        const [api, baseline] = await measurePair(
          [
            { url: `${postgres!.api.url}${request.path}`, headers: request.headers ?? {} },
            { url: `http://127.0.0.1:${port}${request.path}` },
          ],
          connections,
          options.seconds,
          options.rounds,
        );
        if (request.section === 'catalog') context.catalogOnPostgres.set(`${request.key}@${connections}`, api!);
        context.rows.push({
          section: `${request.section} (PostgreSQL)`,
          case: request.name,
          connections,
          figure: api!,
          versus: 'bare node:http + pg, same SQL',
          baselineRequestsPerSecond: baseline!.requestsPerSecond,
          note: [
            sqlSummary(plans.get(request.path) ?? []),
            `bare p50 ${baseline!.p50} ms, p99 ${baseline!.p99} ms`,
            roundsNote(api) && `API: ${roundsNote(api)}`,
            roundsNote(baseline) && `bare: ${roundsNote(baseline)}`,
          ]
            .filter(Boolean)
            .join('; '),
        });
      }
    }
  } finally {
    await bare.stop();
  }
}
