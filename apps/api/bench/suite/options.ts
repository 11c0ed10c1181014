// The suite's settings, read once. Command line: `--only catalog,health` (sections), `--target
// <checkout>` (measure another checkout, e.g. a worktree of an older commit, with this suite),
// `--scale N` (listings; orders are 10 per listing, conversations 2 per listing: 200,000 at the
// default; with only `conversations` 1 order per listing, ~180,000 conversations),
// `--label before` (names the JSON report).
// Environment: BENCH_QUICK=1 (1 round of 2 s: for trying the suite, not for figures),
// BENCH_ROUNDS (default 3; the median is printed), BENCH_SECONDS (per round, default 5),
// BENCH_POOL_SIZE (database pool of the API and of the bare servers, default 10),
// BENCH_PGLITE_SCALE (listings on PGlite, default the same as --scale), BENCH_PGLITE_ORDERS
// (orders on PGlite, default 0: the catalog reads no orders, and 1,000,000 orders in WebAssembly
// would take most of the run).
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';

export const SECTIONS = [
  'catalog',
  'orders',
  'pglite',
  'checkout',
  'health',
  'cold-start',
  'bundle',
  'lighthouse',
  'sitemap',
  'conversations',
  'tracing',
] as const;
export type Section = (typeof SECTIONS)[number];

export interface SuiteOptions {
  sections: Set<Section>;
  /** Root of the checkout whose API and builds are measured (built with `pnpm build`). */
  target: string;
  scale: number;
  pgliteScale: number;
  rounds: number;
  seconds: number;
  connections: number[];
  poolSize: number;
  quick: boolean;
  label: string;
  /** Where the JSON figures and Lighthouse summaries go: this suite's docs/performance. */
  reportDir: string;
  pgliteOrders: number;
  /** The throwaway cluster's URL (set by scripts/with-postgres.mjs). */
  databaseUrl: string | undefined;
}

export function readOptions(argv = process.argv.slice(2), env = process.env): SuiteOptions {
  const { values } = parseArgs({
    args: argv.filter((arg) => arg !== '--'),
    options: {
      only: { type: 'string' },
      target: { type: 'string' },
      scale: { type: 'string' },
      label: { type: 'string' },
    },
    strict: true,
  });
  const only = values.only?.split(',').map((name) => name.trim());
  const unknown = only?.filter((name) => !(SECTIONS as readonly string[]).includes(name)) ?? [];
  if (unknown.length > 0)
    throw new Error(`Unknown section(s) ${unknown.join(', ')}; choose from ${SECTIONS.join(', ')}`);
  const quick = env.BENCH_QUICK === '1';
  const scale = positive('--scale', values.scale ?? '100000');
  return {
    sections: new Set((only ?? SECTIONS) as Section[]),
    target: resolve(values.target ?? env.BENCH_TARGET ?? resolve(import.meta.dirname, '../../../..')),
    scale,
    pgliteScale: positive('BENCH_PGLITE_SCALE', env.BENCH_PGLITE_SCALE ?? String(scale)),
    rounds: positive('BENCH_ROUNDS', env.BENCH_ROUNDS ?? (quick ? '1' : '3')),
    seconds: positive('BENCH_SECONDS', env.BENCH_SECONDS ?? (quick ? '2' : '5')),
    connections: [1, 32, 128],
    poolSize: positive('BENCH_POOL_SIZE', env.BENCH_POOL_SIZE ?? '10'),
    quick,
    label: values.label ?? 'latest',
    reportDir: resolve(import.meta.dirname, '../../../../docs/performance'),
    pgliteOrders: Number(env.BENCH_PGLITE_ORDERS ?? '0'),
    databaseUrl: env.DATABASE_URL ?? env.TEST_DATABASE_URL,
  };
}

function positive(name: string, text: string): number {
  const value = Number(text);
  if (!Number.isSafeInteger(value) || value < 1) throw new Error(`${name} needs a whole number above 0, got '${text}'`);
  return value;
}
