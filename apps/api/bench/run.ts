// `pnpm bench`: serves the API on a loopback port and measures endpoints with autocannon.
// The database is DATABASE_URL when set (e.g. PostgreSQL after `pnpm seed --scale 100000`),
// otherwise a temporary PGlite seeded with the demo marketplace. Traffic never leaves 127.0.0.1,
// and every run is bounded in time. Figures are printed, never asserted.
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config/config';
import { openDatabase } from '../src/db/database';
import { runMigrations } from '../src/db/migrate';
import { prepareDemoData } from '../src/seed/demo-startup';
import { BENCH_ENDPOINTS } from './endpoints';

const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);

const dataDir = await mkdtemp(join(tmpdir(), 'marketplace-bench-'));
const config = loadConfig({
  // A throwaway signing secret: the benchmark issues no token anyone keeps.
  JWT_SECRET: randomBytes(32).toString('hex'),
  ...process.env,
  DATA_DIR: dataDir,
  LOG_LEVEL: 'warn',
  RATE_LIMIT_MAX: String(1_000_000_000),
});
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir, poolSize: config.databasePoolSize });
const app = await buildApp({ config, database });
try {
  await runMigrations(database);
  await prepareDemoData({ config, database, log: app.log });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  console.log(`\nBenchmark: ${database.kind}, ${CONNECTIONS} connections, ${DURATION_SECONDS} s per endpoint\n`);
  console.log(
    'endpoint'.padEnd(44),
    'req/s'.padStart(9),
    'p50 ms'.padStart(8),
    'p99 ms'.padStart(8),
    'errors'.padStart(7),
  );
  for (const endpoint of BENCH_ENDPOINTS) {
    const result = await autocannon({
      url: `${url}${endpoint.path}`,
      connections: CONNECTIONS,
      duration: DURATION_SECONDS,
    });
    const errors = result.errors + result.non2xx;
    console.log(
      endpoint.name.padEnd(44),
      result.requests.average.toFixed(0).padStart(9),
      String(result.latency.p50).padStart(8),
      String(result.latency.p99).padStart(8),
      String(errors).padStart(7),
    );
  }
} finally {
  await app.close();
  await rm(dataDir, { recursive: true, force: true });
}
