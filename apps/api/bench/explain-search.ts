// `npx tsx bench/explain-search.ts [--scale N] [--search text]... [--repeat N]`: prints EXPLAIN
// (ANALYZE) of the catalog search exactly as GET /api/service-items runs it, and says whether the
// GIN indexes (search document, trigram name, trigram Arabic name) were used. The database is
// DATABASE_URL when set, otherwise a temporary PGlite. `--scale N` first adds N synthetic listings
// (seedScale; default 10,000 on PGlite, none on DATABASE_URL). `--repeat N` then runs each page
// statement N times more, as an uncached request would (its own transaction, the trigram
// threshold set), and prints p50 / p99 / max in ms. Figures are printed, never asserted.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../src/db/database';
import { runMigrations } from '../src/db/migrate';
import { seedScale } from '../src/seed/scale-seed';
import { listingPage, withSearchSettings } from '../src/modules/service-items';
import { searchTerms } from '../src/modules/service-items';

const { values } = parseArgs({
  options: { scale: { type: 'string' }, search: { type: 'string', multiple: true }, repeat: { type: 'string' } },
});
const databaseUrl = process.env.DATABASE_URL;
const scale = Number(values.scale ?? (databaseUrl ? 0 : 10_000));
const searches = values.search ?? [
  'plumb',
  'plumbr',
  'airconditoning',
  'emergency plumbing repair',
  'repair',
  'صيانه',
  'تنظيق',
  'تركيب مكيف سبليت',
];
const repeat = Number(values.repeat ?? 0);
const INDEXES = ['service_items_search_document_idx', 'service_items_name_trgm_idx', 'service_items_name_ar_trgm_idx'];
const timings: string[] = [];

const dataDir = await mkdtemp(join(tmpdir(), 'marketplace-explain-'));
const database = await openDatabase({ databaseUrl, dataDir });
try {
  await runMigrations(database);
  if (scale > 0) await seedScale({ db: database.db, kind: database.kind, items: scale, orders: 0 });
  await database.db.execute(sql`analyze service_items`);
  const [{ n } = { n: 0 }] = rowsOf<{ n: number }>(
    await database.db.execute(sql`select count(*)::int as n from service_items`),
  );
  console.log(`\nEXPLAIN of the catalog search on ${database.kind}, ${n.toLocaleString('en')} listings\n`);
  for (const text of searches) {
    const filter = { search: searchTerms(text) ?? undefined, includeHidden: false };
    const plan = await withSearchSettings(database.db, filter, async (tx) =>
      rowsOf<Record<string, string>>(
        await tx.execute(sql`explain (analyze, buffers) ${listingPage(tx, filter, 10, 0)}`),
      ).map((row) => Object.values(row)[0] ?? ''),
    );
    const used = INDEXES.map((index) => `${index}: ${plan.some((line) => line.includes(index)) ? 'used' : 'NOT used'}`);
    console.log(`--- Search=${JSON.stringify(text)}\n${plan.join('\n')}\n>>> ${used.join(', ')}\n`);
    if (repeat > 0) timings.push(`${JSON.stringify(text)}: ${await timePage(filter)}`);
  }
  if (timings.length > 0) console.log(`Page statement, ${repeat} runs each (ms):\n${timings.join('\n')}`);
} finally {
  await database.close();
  await rm(dataDir, { recursive: true, force: true });
}

async function timePage(filter: Parameters<typeof listingPage>[1]): Promise<string> {
  const ms: number[] = [];
  for (let run = 0; run < repeat; run += 1) {
    const started = performance.now();
    await withSearchSettings(database.db, filter, (tx) => listingPage(tx, filter, 10, 0));
    ms.push(performance.now() - started);
  }
  ms.sort((a, b) => a - b);
  const at = (share: number) => ms[Math.min(ms.length - 1, Math.ceil(share * ms.length) - 1)]!.toFixed(1);
  return `p50 ${at(0.5)}, p99 ${at(0.99)}, max ${at(1)}`;
}

function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}
