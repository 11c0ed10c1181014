// The catalog requests on the embedded default: the target's API on PGlite, seeded with the
// same number of listings (BENCH_PGLITE_SCALE) and vacuum analyzed, measured like on PostgreSQL;
// the ratio is PGlite req/s over the API's req/s on PostgreSQL at the same connections.
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pgliteExtensions } from '../../../src/db/database';
import { catalogRequests } from '../catalog-paths';
import type { SuiteContext } from '../context';
import { measureRounds, roundsNote } from '../load';
import { seed, startApi } from '../target';

export async function catalogOnPglite(context: SuiteContext): Promise<void> {
  const { options } = context;
  const dataDir = join(context.workDir, 'pglite-scale');
  context.log(
    `  seeding PGlite: ${options.pgliteScale.toLocaleString('en')} listings, ${options.pgliteOrders.toLocaleString('en')} orders`,
  );
  const seedStarted = performance.now();
  await seed(options, { dataDir, scale: options.pgliteScale, orders: options.pgliteOrders });
  const embedded = await PGlite.create(join(dataDir, 'pglite'), { extensions: pgliteExtensions });
  try {
    await embedded.exec('vacuum analyze');
  } finally {
    await embedded.close();
  }
  context.log(`  seeded and analyzed in ${((performance.now() - seedStarted) / 1000).toFixed(0)} s`);
  const api = await startApi(options, context.jwtSecret, { dataDir });
  try {
    for (const request of await catalogRequests(api.url)) {
      for (const connections of options.connections) {
        context.log(`  ${request.name} at ${connections} connections`);
        const figure = await measureRounds(
          { url: `${api.url}${request.path}` },
          connections,
          options.seconds,
          options.rounds,
        );
        const onPostgres = context.catalogOnPostgres.get(`${request.key}@${connections}`);
        context.rows.push({
          section: 'catalog (PGlite)',
          case: request.name,
          connections,
          figure,
          ...(onPostgres
            ? {
                versus: 'the API on PostgreSQL',
                baselineRequestsPerSecond: onPostgres.requestsPerSecond,
                note: [roundsNote(figure), `PostgreSQL p50 ${onPostgres.p50} ms, p99 ${onPostgres.p99} ms`]
                  .filter(Boolean)
                  .join('; '),
              }
            : { note: roundsNote(figure) }),
        });
      }
    }
  } finally {
    await api.stop();
  }
}
