// The checkout being measured: its production API (apps/api/dist/server.js, from `pnpm build`)
// and its seed command. The suite itself may come from a newer checkout than the target, so it
// only talks to the target through processes, HTTP and SQL, never by importing its code.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { freePort, runToEnd, startServer, type Started } from './processes';
import type { SuiteOptions } from './options';

export interface ApiSetup {
  /** PostgreSQL when set, otherwise the embedded PGlite in `dataDir`. */
  databaseUrl?: string | undefined;
  dataDir: string;
  /** Preloads capture-sql.mjs and writes every query to this file. */
  sqlLog?: string;
  /** Starting an empty embedded database seeds the demo (first start) and takes longer. */
  timeoutMs?: number;
  /** More of the API's settings (OTEL_EXPORTER_OTLP_ENDPOINT for the tracing section). */
  env?: Record<string, string>;
}

export interface RunningApi extends Started {
  url: string;
  readyMs: number;
}

export function apiDir(options: SuiteOptions): string {
  return join(options.target, 'apps', 'api');
}

export function checkBuilt(options: SuiteOptions): void {
  const server = join(apiDir(options), 'dist', 'server.js');
  if (!existsSync(server)) throw new Error(`${server} is missing: run \`pnpm build\` in ${options.target} first.`);
}

/** Only what the API reads: the parent's DATABASE_URL or PORT must not leak into a run. */
function baseEnv(): Record<string, string | undefined> {
  const { PATH, HOME, TMPDIR, LANG } = process.env;
  return { PATH, HOME, TMPDIR, LANG, NODE_ENV: 'production' };
}

export async function startApi(options: SuiteOptions, jwtSecret: string, setup: ApiSetup): Promise<RunningApi> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const preload = setup.sqlLog ? ['--import', join(import.meta.dirname, 'capture-sql.mjs')] : [];
  const server = await startServer(process.execPath, [...preload, 'dist/server.js'], {
    cwd: apiDir(options),
    env: {
      ...baseEnv(),
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: setup.dataDir,
      DATABASE_URL: setup.databaseUrl,
      DATABASE_POOL_SIZE: String(options.poolSize),
      JWT_SECRET: jwtSecret,
      LOG_LEVEL: 'warn',
      // The suite is one client sending thousands of requests per second from one address.
      RATE_LIMIT_MAX: String(1_000_000_000),
      BENCH_SQL_LOG: setup.sqlLog,
      ...setup.env,
    },
    label: `API (${setup.databaseUrl ? 'PostgreSQL' : 'PGlite'})`,
    readyUrl: `${url}/api/health`,
    timeoutMs: setup.timeoutMs ?? 120_000,
  });
  return { ...server, url };
}

/** `pnpm seed --scale N` of the target checkout (the demo first when the database is empty). */
export async function seed(
  options: SuiteOptions,
  setup: { databaseUrl?: string | undefined; dataDir: string; scale: number; orders?: number },
): Promise<void> {
  const args = ['--import', 'tsx', 'src/cli/seed.ts', '--scale', String(setup.scale)];
  if (setup.orders !== undefined) args.push('--orders', String(setup.orders));
  await runToEnd(
    process.execPath,
    args,
    {
      cwd: apiDir(options),
      env: { ...baseEnv(), DATA_DIR: setup.dataDir, DATABASE_URL: setup.databaseUrl, LOG_LEVEL: 'warn' },
      label: `seed --scale ${setup.scale} (${setup.databaseUrl ? 'PostgreSQL' : 'PGlite'})`,
      echo: true,
    },
    // 1,000,000 orders take minutes on this machine; an hour means something is wrong.
    60 * 60_000,
  );
}
