// `pnpm bench:import`: POST /api/service-items/import with 1,000 rows (999 new listings and one
// stock update) on a fresh PGlite (or TEST_DATABASE_URL's PostgreSQL), once to warm up (the first
// call loads the search triggers' dictionaries) and then BENCH_RUNS times. Prints each time and the
// median; never asserts (the machine's load decides the figure).
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config/config';
import { openDatabase } from '../src/db/database';
import { runMigrations } from '../src/db/migrate';
import { addCategory, addListing, providerWithToken } from '../src/modules/service-items/testing/index';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const HEADER = 'ServiceItemId,Type,Name,Category,Price,Stock,Available,Description,Location';

const dataDir = await mkdtemp(join(tmpdir(), 'marketplace-bench-import-'));
const config = loadConfig({
  // A throwaway signing secret: the benchmark issues no token anyone keeps.
  JWT_SECRET: randomBytes(32).toString('hex'),
  ...process.env,
  DATABASE_URL: process.env.TEST_DATABASE_URL ?? '',
  DATA_DIR: dataDir,
  LOG_LEVEL: 'warn',
  RATE_LIMIT_MAX: String(1_000_000_000),
  RESERVATION_SWEEP_SECONDS: '0',
});
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir, poolSize: config.databasePoolSize });
const app = await buildApp({ config, database });
const t = { app };
try {
  await runMigrations(database);
  const provider = await providerWithToken(t.app, 'active', 'Bench Imports');
  const category = await addCategory(t.app, 'Bench Category');
  const listing = await addListing(t.app, {
    providerId: provider.provider.id,
    categoryId: category.id,
    name: 'Kept',
    type: 'item',
  });
  const csvFor = (run: number) =>
    [
      HEADER,
      ...Array.from(
        { length: 999 },
        (_, i) => `,item,Bench ${run}-${i},Bench Category,${i}.250,${i},yes,"Row ${i}, bulk",Sitra`,
      ),
      `${listing.id},,,,9.999,${run},,,`,
    ].join('\r\n');
  const times: number[] = [];
  for (let run = 0; run <= RUNS; run += 1) {
    const started = performance.now();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/service-items/import',
      headers: provider.headers,
      payload: { Csv: csvFor(run) },
    });
    const ms = performance.now() - started;
    const report = res.json<{ Valid: boolean; Created: number; Updated: number }>();
    if (res.statusCode !== 200 || !report.Valid)
      throw new Error(`import failed: ${res.statusCode} ${res.body.slice(0, 300)}`);
    console.log(
      `${run === 0 ? 'warm-up' : `run ${run}`}: 1,000 rows (${report.Created} new, ${report.Updated} updated) in ${ms.toFixed(0)} ms`,
    );
    if (run > 0) times.push(ms);
  }
  const sorted = [...times].sort((a, b) => a - b);
  console.log(`median of ${RUNS}: ${sorted[Math.floor(sorted.length / 2)]!.toFixed(0)} ms`);
} finally {
  await app.close();
  await database.close();
  await rm(dataDir, { recursive: true, force: true });
}
