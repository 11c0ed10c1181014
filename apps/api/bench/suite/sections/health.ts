// /api/health (a `SELECT 1` behind the whole API: hooks, helmet, rate limit, schemas) against a
// bare Fastify route running `SELECT 1` on a pool of the same size: what the API's request
// pipeline costs on the cheapest possible request.
import { join } from 'node:path';
import type { SuiteContext } from '../context';
import { measurePair, roundsNote } from '../load';
import { freePort, startServer } from '../processes';

const CONNECTIONS = [1, 32];

export async function healthVersusBareFastify(context: SuiteContext): Promise<void> {
  const { options, postgres } = context;
  const port = await freePort();
  const bare = await startServer(
    process.execPath,
    ['--import', 'tsx', join(import.meta.dirname, '..', 'bare-fastify-server.ts')],
    {
      cwd: join(import.meta.dirname, '..', '..', '..'),
      env: {
        PATH: process.env.PATH,
        DATABASE_URL: postgres!.url,
        DATABASE_POOL_SIZE: String(options.poolSize),
        PORT: String(port),
      },
      label: 'bare Fastify server',
      readyUrl: `http://127.0.0.1:${port}/api/health`,
      timeoutMs: 60_000,
    },
  );
  try {
    for (const connections of CONNECTIONS) {
      context.log(`  /api/health at ${connections} connections`);
      const [api, baseline] = await measurePair(
        [{ url: `${postgres!.api.url}/api/health` }, { url: `http://127.0.0.1:${port}/api/health` }],
        connections,
        options.seconds,
        options.rounds,
      );
      context.rows.push({
        section: 'health (PostgreSQL)',
        case: '/api/health',
        connections,
        figure: api!,
        versus: 'bare Fastify SELECT 1, same pool size',
        baselineRequestsPerSecond: baseline!.requestsPerSecond,
        note: [`bare p50 ${baseline!.p50} ms, p99 ${baseline!.p99} ms`, roundsNote(api), roundsNote(baseline)]
          .filter(Boolean)
          .join('; '),
      });
    }
  } finally {
    await bare.stop();
  }
}
