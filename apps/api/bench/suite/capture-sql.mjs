// Preloaded into an API process (`node --import <this file> dist/server.js`) when BENCH_SQL_LOG
// names a file: every query the pg driver sends is appended to it as one JSON line with its
// client, start and end times. The benchmark suite replays those queries on a bare node:http + pg
// server, so the comparison follows whatever SQL the API sends today instead of a retyped copy.
// It patches pg's Client (the API's own copy, resolved from the working directory); only the
// capture process loads it, never the processes being measured.
import { appendFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';

const logFile = process.env.BENCH_SQL_LOG;
if (logFile) {
  const pg = createRequire(join(process.cwd(), 'package.json'))('pg');
  const clientIds = new WeakMap();
  let nextClientId = 1;
  const original = pg.Client.prototype.query;
  pg.Client.prototype.query = function captureQuery(config, values, callback) {
    if (!clientIds.has(this)) clientIds.set(this, nextClientId++);
    const text = typeof config === 'string' ? config : config?.text;
    const params = Array.isArray(values) ? values : config?.values;
    const rowMode = typeof config === 'object' ? config?.rowMode : undefined;
    const started = performance.now();
    const result = original.call(this, config, values, callback);
    if (typeof text !== 'string') return result;
    const write = () =>
      appendFileSync(
        logFile,
        `${JSON.stringify({ client: clientIds.get(this), text, values: params ?? [], rowMode, started, ended: performance.now() })}\n`,
      );
    if (result && typeof result.then === 'function') result.then(write, write);
    else write();
    return result;
  };
}
