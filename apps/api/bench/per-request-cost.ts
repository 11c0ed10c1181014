// What the metrics add to each request, measured in-process (issue 39): the in-flight gauge, the
// request histogram, the request id and the timing of one statement. Run: pnpm exec tsx bench/per-request-cost.ts
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { startStatement } from '../src/db/statement-timing';
import { httpRequestDuration, httpRequestsInFlight } from '../src/lib/observability/metrics';
import { requestIdOf } from '../src/lib/observability/request-id';

const N = 2_000_000;
function nsPerCall(work: (index: number) => void): number {
  for (let index = 0; index < 200_000; index += 1) work(index);
  const started = process.hrtime.bigint();
  for (let index = 0; index < N; index += 1) work(index);
  return Number(process.hrtime.bigint() - started) / N;
}

const request = { headers: { host: 'localhost' } } as unknown as IncomingMessage;
const sql = 'select "id", "name" from "service_items" where "is_available" = $1 limit $2';
const rows = [
  ['in-flight gauge up and down', () => (httpRequestsInFlight.inc(), httpRequestsInFlight.dec())],
  [
    'request histogram (find series, observe)',
    (i: number) => httpRequestDuration.labels('GET', '/api/health', '2xx').observe(i / 1e6),
  ],
  ['request id (new)', () => requestIdOf(request)],
  ['request id before issue 39 (randomUUID)', () => randomUUID()],
  ['one statement timed (name, clock, histogram)', () => startStatement('postgresql', sql)()],
] as const;
for (const [name, work] of rows) console.log(`${name.padEnd(48)} ${nsPerCall(work).toFixed(0).padStart(6)} ns`);
