// `pnpm bench`: the performance suite of issue 18. It prints figures and never asserts.
//   pnpm bench                      everything (needs `pnpm build`; seeds 100,000 listings and
//                                   1,000,000 orders into a throwaway PostgreSQL: plan ~1 hour)
//   pnpm bench --only catalog,health   some sections (see options.ts for every setting)
//   BENCH_QUICK=1 pnpm bench --only conversations --scale 2000   issue 37's message pages, briefly
//   BENCH_QUICK=1 pnpm bench --scale 2000   a short trial run
//   pnpm bench --target /tmp/bench-before --label before   another checkout (a git worktree)
// The root script runs it under scripts/with-postgres.mjs, which provides TEST_DATABASE_URL and
// removes the cluster afterwards. Every server it starts is stopped at the end, on an error and on
// Ctrl-C. The table goes to stdout as Markdown and to docs/performance/bench-<label>.json.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { createAccessTokenService } from '../../src/identity/access-token';
import type { SuiteContext } from './context';
import { LONG_ROUND_SECONDS } from './load';
import { readOptions, type Section } from './options';
import { stopAll, stopOnSignals, withTimeout } from './processes';
import { renderTable, saveJson } from './report';
import { apiVersusBare } from './sections/api-vs-bare';
import { firstLoadJavaScript } from './sections/bundle';
import { checkoutContention } from './sections/checkout';
import { coldStart } from './sections/cold-start';
import { conversationsAtScale } from './sections/conversations';
import { healthVersusBareFastify } from './sections/health';
import { lighthouseMobile } from './sections/lighthouse';
import { catalogOnPglite } from './sections/pglite';
import { sitemapAtScale } from './sections/sitemap';
import { tracingCost } from './sections/tracing';
import { checkBuilt, seed, startApi } from './target';

const MINUTE = 60_000;
const NEEDS_POSTGRES: Section[] = [
  'catalog',
  'orders',
  'checkout',
  'health',
  'lighthouse',
  'sitemap',
  'conversations',
  'tracing',
];
/** Sections that read no orders: when they are all the PostgreSQL sections run, none are seeded (minutes saved). */
const WITHOUT_ORDERS: Section[] = ['health', 'sitemap', 'tracing'];
/**
 * Conversations read none of the orders, but the seed opens them for paid orders: 1 order per
 * listing gives about 1.8 conversations per listing (186,597 at the default scale: 229 s of seed
 * on a busy 2-core machine), when no section that reads orders runs.
 */
const ORDERS_PER_LISTING_FOR_CONVERSATIONS = 1;

/** Orders to seed: 10 per listing, fewer when the sections that run read none. */
function ordersToSeed(): number {
  const sections = NEEDS_POSTGRES.filter(has);
  if (sections.every((name) => WITHOUT_ORDERS.includes(name))) return 0;
  if (sections.every((name) => name === 'conversations' || WITHOUT_ORDERS.includes(name)))
    return options.scale * ORDERS_PER_LISTING_FOR_CONVERSATIONS;
  return options.scale * 10;
}

const options = readOptions();
const jwtSecret = randomBytes(32).toString('hex');
const workDir = mkdtempSync(join(tmpdir(), 'marketplace-bench-suite-'));
const context: SuiteContext = {
  options,
  jwtSecret,
  tokens: createAccessTokenService(jwtSecret),
  workDir,
  rows: [],
  catalogOnPostgres: new Map(),
  log: (line) => console.error(`[${new Date().toISOString().slice(11, 19)}] ${line}`),
};
const has = (section: Section) => options.sections.has(section);

async function cleanup(): Promise<void> {
  await context.postgres?.pool.end().catch(() => {});
  rmSync(workDir, { recursive: true, force: true });
}
stopOnSignals(cleanup);

async function openPostgres(): Promise<void> {
  if (!options.databaseUrl)
    throw new Error('No PostgreSQL: run through `pnpm bench` (scripts/with-postgres.mjs) or set DATABASE_URL.');
  const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 4 });
  pool.on('error', () => {});
  const listings = async () =>
    (
      await pool
        .query<{ n: number }>('select count(*)::int as n from service_items')
        .catch(() => ({ rows: [{ n: 0 }] }))
    ).rows[0]!.n;
  if ((await listings()) < options.scale) {
    const orders = ordersToSeed();
    context.log(
      `Seeding PostgreSQL: ${options.scale.toLocaleString('en')} listings, ${orders.toLocaleString('en')} orders (minutes)`,
    );
    const started = performance.now();
    await seed(options, {
      databaseUrl: options.databaseUrl,
      dataDir: join(workDir, 'seed-data'),
      scale: options.scale,
      orders,
    });
    context.log(`  seeded in ${((performance.now() - started) / 1000).toFixed(0)} s`);
  }
  await pool.query('vacuum analyze');
  const api = await startApi(options, jwtSecret, {
    databaseUrl: options.databaseUrl,
    dataDir: join(workDir, 'api-data'),
  });
  context.postgres = { url: options.databaseUrl, pool, api };
  const { rows } = await pool.query<{ listings: number; orders: number }>(
    'select (select count(*)::int from service_items) as listings, (select count(*)::int from orders) as orders',
  );
  context.log(
    `PostgreSQL ready: ${rows[0]!.listings.toLocaleString('en')} listings, ${rows[0]!.orders.toLocaleString('en')} orders`,
  );
}

const loads: { section: string; loadAverage1m: number }[] = [];

async function section(name: string, limitMinutes: number, work: () => Promise<void> | void): Promise<void> {
  // The machine is shared: the 1-minute load average before each section says how busy it was.
  loads.push({ section: name, loadAverage1m: Number(loadavg()[0]!.toFixed(2)) });
  context.log(`== ${name} (load average ${loadavg()[0]!.toFixed(2)})`);
  try {
    await withTimeout(name, limitMinutes * MINUTE, Promise.resolve().then(work));
  } catch (error) {
    // One failing section must not cost the others' figures: it is reported in the table.
    context.log(`!! ${name} failed: ${error instanceof Error ? error.message : String(error)}`);
    context.rows.push({
      section: name,
      case: 'FAILED',
      note: (error instanceof Error ? error.message : String(error)).split('\n')[0]!,
    });
  }
}

// Minutes a load section may take: its rounds for API and yardstick, and a long round for each.
const perLoad = (count: number) =>
  (count * (options.rounds * (options.seconds + 1) + LONG_ROUND_SECONDS + 5) * 2) / 60 + 5;

try {
  checkBuilt(options);
  console.error(`Benchmark suite: ${options.target} (${options.label}); sections ${[...options.sections].join(', ')}`);
  console.error(
    `${options.rounds} round(s) of ${options.seconds} s; ${cpus().length} cores, ${Math.round(totalmem() / 2 ** 30)} GB`,
  );
  if (has('bundle')) await section('first-load JS', 2, () => firstLoadJavaScript(context));
  if (NEEDS_POSTGRES.some(has)) await section('PostgreSQL seed', 70, openPostgres);
  if (context.postgres) {
    if (has('catalog') || has('orders'))
      await section('API vs bare node:http + pg', perLoad(12), () =>
        apiVersusBare(context, has('catalog'), has('orders')),
      );
    if (has('health')) await section('health vs bare Fastify', perLoad(2), () => healthVersusBareFastify(context));
    if (has('checkout')) await section('checkout contention', 10, () => checkoutContention(context));
    if (has('lighthouse'))
      await section('Lighthouse mobile', 30, () => lighthouseMobile(context, context.postgres!.api.url));
    if (has('sitemap')) await section('sitemaps', 10, () => sitemapAtScale(context));
    if (has('conversations')) await section('conversations', perLoad(10) / 2 + 5, () => conversationsAtScale(context));
    if (has('tracing')) await section('tracing cost', perLoad(6) + 5, () => tracingCost(context));
    await context.postgres.api.stop();
  }
  if (has('pglite')) await section('catalog on PGlite', 90 + perLoad(9) / 2, () => catalogOnPglite(context));
  if (has('cold-start'))
    await section('cold start', 15, async () => {
      if (!context.postgres && options.databaseUrl) await openPostgres();
      await coldStart(context, context.postgres !== undefined);
    });
  console.log(`\n${renderTable(context.rows)}\n`);
  const file = saveJson(options.reportDir, options.label, {
    label: options.label,
    target: options.target,
    date: new Date().toISOString(),
    machine: { cores: cpus().length, model: cpus()[0]?.model, memoryGb: Math.round(totalmem() / 2 ** 30) },
    settings: {
      rounds: options.rounds,
      seconds: options.seconds,
      scale: options.scale,
      pgliteScale: options.pgliteScale,
      pgliteOrders: options.pgliteOrders,
      poolSize: options.poolSize,
    },
    loadAverageBeforeSections: loads,
    rows: context.rows,
  });
  console.error(`Figures saved to ${file}`);
} finally {
  await stopAll();
  await cleanup();
}
