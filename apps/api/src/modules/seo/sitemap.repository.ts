import { and, asc, count, eq, gt, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { DbExecutor } from '../../db/database';
import { categories, providers, serviceItems, users } from '../../db/schema/index';
import { enabledCategory } from '../categories';
import { publicProvider } from '../providers';
import { publicListing } from '../service-items';

// The sitemaps' reads. What is public is the catalog's own rule (publicListing, enabledCategory,
// publicProvider), never restated here. Rows are read in keyset batches (`id > last` over the
// primary key), so no statement holds more than one batch, and the page plan is one aggregate.

/** A time as the sitemaps write it: W3C datetime, UTC, to the second (as Last-Modified is). */
const w3c = (time: SQL) => sql<string | null>`to_char(${time} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;
/** A time to the microsecond: it goes into the validators, where a change within a second counts. */
const exact = (time: SQL) => sql<string | null>`to_char(${time} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US')`;

/** When a row last changed: its modified time, else its created time. */
const lastmodOf = (table: typeof serviceItems | typeof categories | typeof providers) =>
  sql`coalesce(${table.modifiedAt}, ${table.createdAt})`;

export interface SitemapRow {
  id: string;
  lastmod: string;
}

/** Where a keyset batch starts and ends: `from` and `until` bound a page, `after` is the last id sent. */
export interface IdRange {
  from?: string | undefined;
  until?: string | undefined;
  after?: string | undefined;
}

const within = (id: typeof serviceItems.id, range: IdRange) =>
  and(
    range.from === undefined ? undefined : gte(id, range.from),
    range.until === undefined ? undefined : lt(id, range.until),
    range.after === undefined ? undefined : gt(id, range.after),
  );

/** The next `limit` public listings of a range, by id. */
export async function listingBatch(db: DbExecutor, range: IdRange, limit: number): Promise<SitemapRow[]> {
  return (await db
    .select({ id: serviceItems.id, lastmod: w3c(lastmodOf(serviceItems)) })
    .from(serviceItems)
    .innerJoin(providers, eq(providers.id, serviceItems.providerId))
    .innerJoin(categories, eq(categories.id, serviceItems.categoryId))
    .where(and(publicListing, within(serviceItems.id, range)))
    .orderBy(asc(serviceItems.id))
    .limit(limit)) as SitemapRow[];
}

/** The next `limit` enabled categories after `after`, by id. */
export async function categoryBatch(db: DbExecutor, after: string | undefined, limit: number): Promise<SitemapRow[]> {
  return (await db
    .select({ id: categories.id, lastmod: w3c(lastmodOf(categories)) })
    .from(categories)
    .where(and(enabledCategory, after === undefined ? undefined : gt(categories.id, after)))
    .orderBy(asc(categories.id))
    .limit(limit)) as SitemapRow[];
}

/** The next `limit` public businesses (their brand pages) after `after`, by id. */
export async function brandBatch(db: DbExecutor, after: string | undefined, limit: number): Promise<SitemapRow[]> {
  return (await db
    .select({ id: providers.id, lastmod: w3c(lastmodOf(providers)) })
    .from(providers)
    .innerJoin(users, eq(users.id, providers.userId))
    .where(and(publicProvider, after === undefined ? undefined : gt(providers.id, after)))
    .orderBy(asc(providers.id))
    .limit(limit)) as SitemapRow[];
}

/**
 * One listings page of the plan. `firstId` is its first public listing (page 1 starts at the
 * smallest id). `touched` is the latest change of any listing in its id range, shown or not, or of
 * its provider or category: hiding a listing, deactivating its provider or disabling its category
 * changes what the page lists, and moves this time, as a new or edited listing does.
 */
export interface ListingPageRow {
  page: number;
  listings: number;
  rows: number;
  firstId: string;
  lastmod: string;
  touched: string;
}

/**
 * Every listings page at `perPage` public listings each, in one statement: the public listings
 * numbered by id (a running count), `perPage` to a page, with the hidden ones between them counted
 * into the page whose range holds them. Reads every listing once; the answer is one row a page.
 */
export async function listingPages(db: DbExecutor, perPage: number): Promise<ListingPageRow[]> {
  const touched = sql`greatest(${lastmodOf(serviceItems)}, ${providers.modifiedAt}, ${categories.modifiedAt})`;
  const result = await db.execute(sql`
    with listing as (
      select ${serviceItems.id} as id, (${publicListing}) as shown, ${touched} as touched
      from ${serviceItems}
      join ${providers} on ${providers.id} = ${serviceItems.providerId}
      join ${categories} on ${categories.id} = ${serviceItems.categoryId}
    ), numbered as (
      select id, shown, touched, count(*) filter (where shown) over (order by id) as shown_so_far from listing
    )
    select greatest(1, (shown_so_far + ${perPage}::int - 1) / ${perPage}::int)::int as page,
      count(*) filter (where shown)::int as listings,
      count(*)::int as rows,
      min(id::text collate "C") filter (where shown) as "firstId",
      ${w3c(sql`max(touched)`)} as lastmod,
      ${exact(sql`max(touched)`)} as touched
    from numbered
    group by 1
    having count(*) filter (where shown) > 0
    order by 1`);
  return (result as unknown as { rows: ListingPageRow[] }).rows;
}

/** How many rows a directory has, how many are shown, and the latest change of any of them. */
export interface DirectoryFigures {
  rows: number;
  shown: number;
  lastmod: string | null;
  touched: string | null;
}

/** The figures of the enabled categories (their catalog pages) and of all categories' changes. */
export async function categoryFigures(db: DbExecutor): Promise<DirectoryFigures> {
  const changed = sql`max(${lastmodOf(categories)})`;
  const [row] = await db
    .select({
      rows: count(),
      shown: sql<number>`(count(*) filter (where ${enabledCategory}))::int`,
      lastmod: w3c(changed),
      touched: exact(changed),
    })
    .from(categories);
  return row!;
}

/** The figures of the public businesses (brand pages), and of every business's changes. */
export async function brandFigures(db: DbExecutor): Promise<DirectoryFigures> {
  const changed = sql`max(greatest(${lastmodOf(providers)}, ${users.updatedAt}))`;
  const [row] = await db
    .select({
      rows: count(),
      shown: sql<number>`(count(*) filter (where ${publicProvider}))::int`,
      lastmod: w3c(changed),
      touched: exact(changed),
    })
    .from(providers)
    .innerJoin(users, eq(users.id, providers.userId));
  return row!;
}
