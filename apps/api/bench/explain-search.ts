// `npx tsx bench/explain-search.ts [--scale N] [--search text]...`: prints EXPLAIN (ANALYZE) of
// the catalog search exactly as GET /api/service-items runs it, and says whether the GIN indexes
// (search document, trigram name) were used. The database is DATABASE_URL when set, otherwise a
// temporary PGlite. `--scale N` first adds N synthetic listings (seedScale; default 10,000 on
// PGlite, none on DATABASE_URL). Figures are printed, never asserted.
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
  options: { scale: { type: 'string' }, search: { type: 'string', multiple: true } },
});
const databaseUrl = process.env.DATABASE_URL;
const scale = Number(values.scale ?? (databaseUrl ? 0 : 10_000));
const searches = values.search ?? ['plumb', 'plumbr', 'airconditoning', 'emergency plumbing repair'];
const INDEXES = ['service_items_search_document_idx', 'service_items_name_trgm_idx'];

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
  }
} finally {
  await database.close();
  await rm(dataDir, { recursive: true, force: true });
}

function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}
