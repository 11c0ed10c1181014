// Issue 39: what tracing costs. The same built API is started again with OTEL_EXPORTER_OTLP_ENDPOINT
// pointing at an OTLP sink in this process (spans batched and sent as the product sends them), and,
// with BENCH_BASELINE=<checkout> (built, e.g. a worktree of the commit before the metrics), that
// checkout's API too: the "today" that tracing off must stay within 3% of. All of them serve the
// same PostgreSQL and are measured in interleaved rounds, so a busy moment hits each alike.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join, resolve } from 'node:path';
import { catalogRequests } from '../catalog-paths';
import type { SuiteContext } from '../context';
import { measurePair } from '../load';
import { startApi, type RunningApi } from '../target';

const CONNECTIONS = 32;

/** A collector that takes every export and keeps only the count (its work is not the API's). */
async function startOtlpSink() {
  let exports = 0;
  const server = createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      exports += 1;
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    exports: () => exports,
    close: () => new Promise((done) => server.close(done)),
  };
}

export async function tracingCost(context: SuiteContext): Promise<void> {
  const { options, postgres, workDir } = context;
  const off = postgres!.api;
  const [catalog] = await catalogRequests(off.url);
  const requests = [{ name: '/api/health', path: '/api/health' }, catalog!];
  const measure = (apis: RunningApi[], path: string) =>
    measurePair(
      apis.map((api) => ({ url: `${api.url}${path}` })),
      CONNECTIONS,
      options.seconds,
      options.rounds,
    );

  // First this checkout against the baseline, with no traced API running beside them.
  const baselineDir = process.env.BENCH_BASELINE;
  if (baselineDir) {
    const baseline = await startApi({ ...options, target: resolve(baselineDir) }, context.jwtSecret, {
      databaseUrl: postgres!.url,
      dataDir: join(workDir, 'api-baseline'),
    });
    try {
      for (const { name, path } of requests) {
        context.log(`  ${name}: tracing off against the baseline`);
        const [now, before] = await measure([off, baseline], path);
        context.rows.push({
          section: 'tracing cost',
          case: `${name}, tracing off`,
          connections: CONNECTIONS,
          figure: now!,
          versus: `the baseline checkout (${baselineDir})`,
          baselineRequestsPerSecond: before!.requestsPerSecond,
          note: `baseline p50 ${before!.p50} ms, p99 ${before!.p99} ms`,
        });
      }
    } finally {
      await baseline.stop();
    }
  }

  // Then tracing on, every trace and a tenth of them, against off.
  const sink = await startOtlpSink();
  const traced = (ratio: string) =>
    startApi(options, context.jwtSecret, {
      databaseUrl: postgres!.url,
      dataDir: join(workDir, `api-traced-${ratio}`),
      env: { OTEL_EXPORTER_OTLP_ENDPOINT: sink.url, OTEL_TRACES_SAMPLER_ARG: ratio },
    });
  const all = await traced('1');
  const tenth = await traced('0.1');
  try {
    for (const { name, path } of requests) {
      context.log(`  ${name}: tracing on (all, a tenth) against off`);
      const [onAll, onTenth, now] = await measure([all, tenth, off], path);
      for (const [figure, sampled] of [
        [onAll!, 'every request sampled'],
        [onTenth!, 'a tenth sampled'],
      ] as const) {
        context.rows.push({
          section: 'tracing cost',
          case: `${name}, tracing on (${sampled})`,
          connections: CONNECTIONS,
          figure,
          versus: 'the same API, tracing off',
          baselineRequestsPerSecond: now!.requestsPerSecond,
          note: `off: ${now!.requestsPerSecond.toFixed(0)} req/s, p50 ${now!.p50} ms, p99 ${now!.p99} ms`,
        });
      }
    }
    context.log(`  the sink took ${sink.exports()} OTLP exports`);
    if (sink.exports() === 0) throw new Error('the traced API sent no spans: is tracing switched on?');
  } finally {
    await Promise.all([all.stop(), tenth.stop()]);
    await sink.close();
  }
}
