// Cold start: from spawning `node dist/server.js` to the first 200 on /api/health. Embedded: a
// first start on an empty data folder (migrations and the demo seed, what `pnpm start` does the
// first time) once, then restarts on that folder; PostgreSQL: restarts on the seeded database.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { SuiteContext } from '../context';
import { median } from '../load';
import { startApi, type ApiSetup } from '../target';

async function startTimes(context: SuiteContext, setup: ApiSetup, times: number): Promise<number[]> {
  const readyMs: number[] = [];
  for (let run = 0; run < times; run += 1) {
    const api = await startApi(context.options, context.jwtSecret, setup);
    readyMs.push(api.readyMs);
    await api.stop();
  }
  return readyMs;
}

function push(context: SuiteContext, what: string, readyMs: number[]): void {
  context.rows.push({
    section: 'cold start',
    case: what,
    figure: { p50: median(readyMs) },
    note: `median in the p50 column: process start to first 200 on /api/health; runs: ${readyMs.map((ms) => ms.toFixed(0)).join(', ')} ms`,
  });
}

export async function coldStart(context: SuiteContext, onPostgres: boolean): Promise<void> {
  const dataDir = join(context.workDir, 'cold-start-embedded');
  mkdirSync(dataDir, { recursive: true });
  context.log('  embedded (PGlite), first start on an empty data folder');
  push(
    context,
    'embedded PGlite, first start (migrate + demo seed)',
    await startTimes(context, { dataDir, timeoutMs: 300_000 }, 1),
  );
  context.log('  embedded (PGlite), restarts');
  push(context, 'embedded PGlite, restart', await startTimes(context, { dataDir }, context.options.rounds));
  if (onPostgres) {
    context.log('  PostgreSQL, restarts');
    const setup = { databaseUrl: context.postgres!.url, dataDir: join(context.workDir, 'cold-start-postgres') };
    push(context, 'PostgreSQL (scale data), restart', await startTimes(context, setup, context.options.rounds));
  }
}
