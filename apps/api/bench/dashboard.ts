// `pnpm bench:dashboard`: the admin dashboard endpoints' latencies, one request at a time (the
// figure the 200 ms target is about) and under concurrent load. The database is DATABASE_URL, or
// TEST_DATABASE_URL (`node scripts/with-postgres.mjs pnpm bench:dashboard`), else a temporary
// PGlite with the demo data. BENCH_SCALE=N first adds N listings and 10 N orders when the database
// holds fewer than N listings (BENCH_SCALE=100000: 1,000,000 orders, several minutes). Figures are
// printed, never asserted; traffic stays on 127.0.0.1.
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { inArray, sql } from 'drizzle-orm';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config/config';
import { openDatabase, type Database } from '../src/db/database';
import { prepareDemoData } from '../src/seed/demo-startup';
import { runMigrations } from '../src/db/migrate';
import { users } from '../src/db/schema/index';
import { seedScale } from '../src/seed/scale-seed';
import { DASHBOARD_BENCH_ENDPOINTS } from './dashboard-endpoints';

const SERIAL_SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const SCALE = process.env.BENCH_SCALE ? Number(process.env.BENCH_SCALE) : undefined;

async function count(db: Database, table: string): Promise<number> {
  const result = (await db.execute(sql.raw(`select count(*)::int as n from ${table}`))) as unknown as {
    rows: { n: number }[];
  };
  return result.rows[0]?.n ?? 0;
}

const dataDir = await mkdtemp(join(tmpdir(), 'marketplace-bench-'));
const config = loadConfig({
  // A throwaway signing secret: the benchmark issues no token anyone keeps.
  JWT_SECRET: randomBytes(32).toString('hex'),
  ...process.env,
  ...(process.env.DATABASE_URL || !process.env.TEST_DATABASE_URL
    ? {}
    : { DATABASE_URL: process.env.TEST_DATABASE_URL }),
  DATA_DIR: dataDir,
  LOG_LEVEL: 'warn',
  RATE_LIMIT_MAX: String(1_000_000_000),
  RESERVATION_SWEEP_SECONDS: '0',
});
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir, poolSize: config.databasePoolSize });
const app = await buildApp({ config, database });
try {
  await runMigrations(database);
  await prepareDemoData({ config, database, log: app.log });
  if (SCALE !== undefined && (await count(database.db, 'service_items')) < SCALE) {
    await seedScale({ db: database.db, kind: database.kind, items: SCALE });
  }
  const [admin] = await database.db
    .select()
    .from(users)
    .where(inArray(users.role, ['admin', 'superAdmin']))
    .limit(1);
  if (!admin) throw new Error('No admin user in this database: seed the demo data first (pnpm seed).');
  const token = await app.accessTokens.sign({
    id: admin.id,
    role: admin.role as 'admin' | 'superAdmin',
    email: admin.email,
    isActive: admin.isActive,
    isDeleted: admin.isDeleted,
    emailConfirmed: admin.emailConfirmed,
  });
  const sizes = await Promise.all(
    ['service_items', 'orders', 'order_items', 'transactions'].map((t) => count(database.db, t)),
  );
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  console.log(`\nAdmin dashboard benchmark (${database.kind})`);
  console.log(
    `listings ${sizes[0]!.toLocaleString('en')}, orders ${sizes[1]!.toLocaleString('en')}, order lines ${sizes[2]!.toLocaleString('en')}, transactions ${sizes[3]!.toLocaleString('en')}`,
  );
  const header = (title: string) => {
    console.log(`\n${title}`);
    console.log(
      'endpoint'.padEnd(46),
      'req/s'.padStart(7),
      'mean ms'.padStart(8),
      'p50 ms'.padStart(7),
      'p99 ms'.padStart(7),
      'max ms'.padStart(7),
      'errors'.padStart(7),
    );
  };
  for (const [title, connections] of [
    [`One request at a time, ${SERIAL_SECONDS} s per endpoint`, 1],
    [`${CONNECTIONS} concurrent connections, ${SERIAL_SECONDS} s per endpoint`, CONNECTIONS],
  ] as const) {
    header(title);
    for (const endpoint of DASHBOARD_BENCH_ENDPOINTS) {
      const result = await autocannon({
        url: `${url}${endpoint.path}`,
        headers: { authorization: `Bearer ${token}` },
        connections,
        duration: SERIAL_SECONDS,
      });
      console.log(
        endpoint.name.padEnd(46),
        result.requests.average.toFixed(0).padStart(7),
        result.latency.mean.toFixed(1).padStart(8),
        String(result.latency.p50).padStart(7),
        String(result.latency.p99).padStart(7),
        String(result.latency.max).padStart(7),
        String(result.errors + result.non2xx).padStart(7),
      );
    }
  }
} finally {
  await app.close();
  await rm(dataDir, { recursive: true, force: true });
}
