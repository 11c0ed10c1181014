import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  planJourneys,
  runBounded,
  walkCheckout,
  type JourneyRecord,
  type Progress,
} from './durability/checkout-journey';
import { checkDurability, journeyCounts, type DurabilityReport } from './durability/invariants';
import { RetryingClient, sleep } from './durability/retrying-client';
import { startSteadyLoad } from './durability/steady-load';
import { seedWorld, type World } from './durability/world';
import { createPostgresCluster, type PostgresCluster } from './support/postgres-cluster';
import { serversInstalled } from './support/requirements';
import { startServerProcess, type ServerProcess } from './support/server-process';

// Issue 20 point 3: what a client was told survives a kill -9 of an API process and an immediate
// (crash) restart of PostgreSQL, with fsync on. Two API processes share one durable cluster; the
// clients retry lost requests with the same Idempotency-Key, as the storefront does; afterwards
// the database itself is read and must agree with every answer the clients were given.

const JOURNEYS = 100;
const IN_FLIGHT = 25;
/** Customers of the database-restart run (its steady stream, then one checkout per process). */
const OUTAGE_JOURNEYS = 40;

describe.skipIf(!serversInstalled('postgres'))('durability: kill -9 and a database crash under checkouts', () => {
  let cluster: PostgresCluster;
  const servers: ServerProcess[] = [];
  let pool: pg.Pool;
  let world: World;
  /** Every journey of both tests: the second checks again that nothing of the first was lost. */
  const records: JourneyRecord[] = [];

  beforeAll(async () => {
    cluster = await createPostgresCluster();
    const env = {
      DATABASE_URL: cluster.url,
      // The clients' X-Forwarded-For is their address, as behind the load balancer of two processes.
      TRUST_PROXY: 'true',
      // Sweeps run during the faults too (expired reservations, refunds): they must not hurt.
      RESERVATION_SWEEP_SECONDS: '1',
    };
    // One after the other: the first applies the migrations.
    servers.push(await startServerProcess(env));
    servers.push(await startServerProcess(env));
    pool = new pg.Pool({ connectionString: cluster.url, max: 4 });
    // The database restart cuts this pool's idle connections too; the next query opens new ones.
    pool.on('error', () => {});
    world = await seedWorld(pool, JOURNEYS + OUTAGE_JOURNEYS + servers.length);
  });

  afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop('SIGTERM')));
    await pool?.end();
    cluster?.destroy();
  });

  it('keeps every acknowledged order and payment when an API process is killed mid-checkout', async () => {
    const started = performance.now();
    const client = new RetryingClient(servers);
    const progress: Progress = { orders: 0, payments: 0 };
    const journeys = planJourneys(world, world.customers.slice(0, JOURNEYS));
    const run = runBounded(journeys, IN_FLIGHT, (journey) => walkCheckout(client, journey, progress));

    await until(() => progress.orders >= 30, 60_000, 'thirty orders placed before the kill');
    const atKill = { ...progress };
    await servers[0]!.stop('SIGKILL');
    await servers[0]!.restart();
    const done = await run;
    records.push(...done);

    const report = await checkDurability(pool, world, done);
    logRun('kill -9', report, client, performance.now() - started, `killed at ${JSON.stringify(atKill)}`);
    expect(failuresOf(done)).toEqual([]);
    expect(client.tally.serverErrors).toEqual([]);
    expect(report.problems).toEqual([]);
    expect(report.counts.duplicates).toBe(0);
    expect(report.counts.foundOrders).toBe(report.counts.acknowledgedOrders);
    expect(report.counts.foundPayments).toBe(report.counts.acknowledgedPayments);
    // The run tested something: requests were cut and stock ran out; every order placed was paid.
    expect(Object.keys(client.tally.connectionFailures)).not.toEqual([]);
    expect(report.counts.refusedForStock).toBeGreaterThan(0);
    expect(report.counts.acknowledgedPayments).toBe(report.counts.acknowledgedOrders);
  });

  it('answers 503 while PostgreSQL restarts in immediate mode, and recovers without restarting', async () => {
    const started = performance.now();
    const customers = world.customers.slice(JOURNEYS, JOURNEYS + OUTAGE_JOURNEYS);
    const load = startSteadyLoad(servers, world, customers);
    await until(() => load.progress.orders >= 5, 60_000, 'five orders placed before the crash');
    const atCrash = { ...load.progress };

    cluster.stop('immediate');
    load.phase = 'down';
    const downAt = performance.now();
    // Every process sees it, and says so, without being restarted itself.
    await Promise.all(servers.map((server) => untilHealth(server, 503)));
    // The stream keeps hitting both processes while the database is gone.
    await sleep(1_500);
    const downFor = performance.now() - downAt;
    cluster.start();
    load.phase = 'recovering';
    await Promise.all(servers.map((server) => untilHealth(server, 200)));
    load.phase = 'recovered';
    await sleep(500);
    const done = await load.stop();

    // Recovered means new work too: a whole checkout on each process, with nowhere else to go.
    const last = world.customers.slice(JOURNEYS + OUTAGE_JOURNEYS);
    const pinned = await Promise.all(
      planJourneys(world, last, { scarce: false }).map((journey, index) =>
        walkCheckout(new RetryingClient([servers[index]!]), journey, load.progress),
      ),
    );
    records.push(...done, ...pinned);

    const report = await checkDurability(pool, world, records);
    const answers = load.answers.map((seen) => Object.fromEntries(seen));
    logRun(
      'PostgreSQL restart',
      report,
      load.client,
      performance.now() - started,
      `this run ${JSON.stringify(journeyCounts([...done, ...pinned]))}, crashed at ${JSON.stringify(atCrash)}, ` +
        `down ${(downFor / 1000).toFixed(1)} s; reads answered ${JSON.stringify(answers)}`,
    );
    expect(failuresOf([...done, ...pinned])).toEqual([]);
    expect(pinned.map((record) => record.payment !== undefined)).toEqual(servers.map(() => true));
    expect(load.client.tally.serverErrors).toEqual([]);
    for (const seen of answers) {
      const keys = Object.keys(seen);
      // No process died (a refused or cut read) and none answered a 5xx other than 503.
      expect(keys.filter((key) => / (connection failed|5\d\d)$/.test(key) && !key.endsWith(' 503'))).toEqual([]);
      // While it was down it said so, and once recovered it no longer does.
      expect(keys).toContain('down 503');
      expect(keys.filter((key) => key.startsWith('recovered ') && key !== 'recovered 200')).toEqual([]);
    }
    expect(load.client.tally.unavailable).toBeGreaterThan(0);
    expect(report.problems).toEqual([]);
    expect(report.counts.duplicates).toBe(0);
    expect(report.counts.foundOrders).toBe(report.counts.acknowledgedOrders);
    expect(report.counts.foundPayments).toBe(report.counts.acknowledgedPayments);
  });
});

/** Polls /api/health until it answers `status`; a failure says what it answered instead, and the log's end. */
async function untilHealth(server: ServerProcess, status: number) {
  let last = '';
  try {
    await until(
      async () => {
        last = await fetch(`${server.url}/api/health`, { signal: AbortSignal.timeout(2_000) }).then(
          async (response) => `${response.status} ${await response.text()}`,
          (error: Error) => `no answer (${error.name}: ${error.message})`,
        );
        return last.startsWith(`${status} `);
      },
      30_000,
      `${server.url}/api/health to answer ${status}`,
    );
  } catch (error) {
    throw new Error(`${(error as Error).message}; it last answered ${last}\n${server.output().slice(-3_000)}`);
  }
}

function failuresOf(done: readonly JourneyRecord[]): string[] {
  return done.flatMap((record) => (record.failure ? [record.failure] : []));
}

/** The counts the issue asks for, in the run's output: the database's (all runs so far) and the client's. */
function logRun(what: string, report: DurabilityReport, client: RetryingClient, ms: number, note: string) {
  const { retried, connectionFailures, unavailable } = client.tally;
  const requests = { retriedRequests: retried, connectionFailures, answered503: unavailable };
  console.log(
    `durability (${what}): ${JSON.stringify({ ...report.counts, ...requests })}; ${note}; ${(ms / 1000).toFixed(1)} s`,
  );
}

async function until(condition: () => boolean | Promise<boolean>, timeoutMs: number, what: string) {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(20);
  }
}
