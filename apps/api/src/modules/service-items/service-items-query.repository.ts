import { containsPattern } from '../../lib/like-pattern';
import { and, asc, count, desc, eq, ne, sql, type SQL } from 'drizzle-orm';
import type { ListingType, PriceRangeFils, ServiceItemSort } from '@marketplace/contract';
import type { DbExecutor } from '../../db/database';
import { categories, providers, serviceItems } from '../../db/schema/index';
import { TRIGRAM_WORD_THRESHOLD, type SearchTerms } from './service-items-search';

// Reads of listings: one statement per page, photos aggregated by a correlated subquery evaluated
// for the page's rows only (no N+1 from the service). Ratings are the listing's own review figures,
// kept by triggers on reviews (migration 0012).

export interface ListingFilter {
  type?: ListingType;
  search?: SearchTerms;
  address?: string;
  categoryId?: string;
  price?: PriceRangeFils;
  providerId?: string;
  /** Absent: relevance when searching, else newest (the order before sorting existed). */
  sort?: ServiceItemSort;
  /** The owner's (or an admin's) view: every availability, any provider state or category. */
  includeHidden: boolean;
}

const searchDocument = sql`${serviceItems}.search_document`;
const foldedName = sql`marketplace_unaccent(lower(${serviceItems.name}))`;
/** The Arabic name's trigram key, a stored column of migration 0016 (service_items_name_ar_trgm_idx). */
const arabicNameKey = sql`${serviceItems}.name_ar_trigram_key`;

const listingColumns = {
  id: serviceItems.id,
  type: serviceItems.type,
  name: serviceItems.name,
  description: serviceItems.description,
  nameAr: serviceItems.nameAr,
  descriptionAr: serviceItems.descriptionAr,
  priceFils: serviceItems.priceFils,
  availableQuantity: serviceItems.availableQuantity,
  availability: serviceItems.availability,
  location: serviceItems.location,
  createdAt: serviceItems.createdAt,
  modifiedAt: serviceItems.modifiedAt,
  categoryId: serviceItems.categoryId,
  categoryName: categories.name,
  categoryNameAr: categories.nameAr,
  providerId: serviceItems.providerId,
  businessName: providers.businessName,
  businessNameAr: providers.businessNameAr,
  verification: providers.verification,
  verifiedUntil: providers.verifiedUntil,
  photoKeys: sql<string[]>`array(select m.storage_key from service_item_photos sp join media m on m.id = sp.media_id
    where sp.service_item_id = ${serviceItems.id} order by sp.position)`,
  averageRating: serviceItems.ratingAverage,
  reviewCount: serviceItems.reviewCount,
};

export type ListingRow = Awaited<ReturnType<typeof selectListings>>[number];

/** What the public may see: not discontinued, from an active provider, in an enabled category. */
export const publicListing = and(
  ne(serviceItems.availability, 'discontinued'),
  eq(providers.accState, 'active'),
  eq(categories.isEnable, true),
)!;

/** The search words as a tsquery, folded as the document is (Arabic spellings, article). */
const wordsQuery = (tsquery: string) => sql`to_tsquery('english', marketplace_search_words(${tsquery}))`;
const foldedText = (text: string) => sql`marketplace_unaccent(lower(${text}))`;
const arabicKey = (text: string) => sql`marketplace_arabic_trigram_key(${text})`;

function searchCondition(search: SearchTerms): SQL {
  const matches = [search.tsquery ? sql`${searchDocument} @@ ${wordsQuery(search.tsquery)}` : sql`false`];
  if (search.nameText) matches.push(sql`${foldedName} %> ${foldedText(search.nameText)}`);
  if (search.arabicText) matches.push(sql`${arabicNameKey} %> ${arabicKey(search.arabicText)}`);
  return sql`(${sql.join(matches, sql` or `)})`;
}

function conditions(filter: ListingFilter): SQL | undefined {
  const address = filter.address ? containsPattern(filter.address) : undefined;
  return and(
    filter.includeHidden ? undefined : publicListing,
    filter.type ? eq(serviceItems.type, filter.type) : undefined,
    filter.categoryId ? eq(serviceItems.categoryId, filter.categoryId) : undefined,
    filter.providerId ? eq(serviceItems.providerId, filter.providerId) : undefined,
    filter.price
      ? sql`${serviceItems.priceFils} between ${filter.price.minFils} and ${filter.price.maxFils}`
      : undefined,
    address ? sql`${serviceItems.location} ilike ${address}` : undefined,
    filter.search ? searchCondition(filter.search) : undefined,
  );
}

function rank(search: SearchTerms): SQL {
  const terms = [search.tsquery ? sql`ts_rank(${searchDocument}, ${wordsQuery(search.tsquery)})` : sql`0`];
  if (search.nameText) {
    const folded = foldedText(search.nameText);
    terms.push(sql`similarity(${foldedName}, ${folded})`, sql`word_similarity(${folded}, ${foldedName})`);
  }
  if (search.arabicText) {
    const key = arabicKey(search.arabicText);
    terms.push(sql`similarity(${arabicNameKey}, ${key})`, sql`word_similarity(${key}, ${arabicNameKey})`);
  }
  return sql.join(terms, sql` + `);
}

function selectListings(db: DbExecutor, where: SQL | undefined) {
  return db
    .select(listingColumns)
    .from(serviceItems)
    .innerJoin(providers, eq(providers.id, serviceItems.providerId))
    .innerJoin(categories, eq(categories.id, serviceItems.categoryId))
    .where(where);
}

/**
 * ORDER BY keys for a sort. Every order ends with newest then id: created_at alone can tie (bulk
 * imports share a timestamp), and without a unique last key PostgreSQL may put the tied rows in
 * a different order per page, showing one listing twice and skipping another.
 */
function listingOrder(filter: Pick<ListingFilter, 'search' | 'sort'>): SQL[] {
  const newest = [desc(serviceItems.createdAt), desc(serviceItems.id)];
  const sort = filter.sort ?? 'relevance';
  switch (sort) {
    case 'relevance':
      // Relevance needs words to rank by; without a search it means newest.
      return filter.search ? [desc(rank(filter.search)), ...newest] : newest;
    case 'newest':
      return newest;
    case 'price-asc':
      return [asc(serviceItems.priceFils), ...newest];
    case 'price-desc':
      return [desc(serviceItems.priceFils), ...newest];
    case 'rating':
      // Unrated listings last (PostgreSQL puts nulls first in a descending order), then the
      // better-reviewed of equal averages: the keys of service_items_rating_idx, in its order.
      return [sql`${serviceItems.ratingAverage} desc nulls last`, desc(serviceItems.reviewCount), ...newest];
  }
}

/** The page's statement (exported for bench/explain-search.ts, which EXPLAINs exactly this). */
export function listingPage(db: DbExecutor, filter: ListingFilter, limit: number, offset: number) {
  return selectListings(db, conditions(filter))
    .orderBy(...listingOrder(filter))
    .limit(limit)
    .offset(offset);
}

/**
 * Runs `work` with the trigram word threshold lowered for this transaction only: the default 0.6
 * misses 'airconditoning' (0.52). Without a search there is nothing to set.
 */
export async function withSearchSettings<T>(
  db: DbExecutor,
  filter: ListingFilter,
  work: (tx: DbExecutor) => Promise<T>,
) {
  if (!filter.search) return work(db);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select set_config('pg_trgm.word_similarity_threshold', ${TRIGRAM_WORD_THRESHOLD}, true)`);
    return work(tx);
  });
}

/** One page of the listings matching `filter`, in its sort order. */
export async function listingRows(db: DbExecutor, filter: ListingFilter, limit: number, offset: number) {
  return withSearchSettings(db, filter, (tx) => listingPage(tx, filter, limit, offset));
}

/** How many listings match `filter` in all (the same conditions as its pages). */
export async function countListings(db: DbExecutor, filter: ListingFilter): Promise<number> {
  return withSearchSettings(db, filter, async (tx) => {
    const [total] = await tx
      .select({ n: count() })
      .from(serviceItems)
      .innerJoin(providers, eq(providers.id, serviceItems.providerId))
      .innerJoin(categories, eq(categories.id, serviceItems.categoryId))
      .where(conditions(filter));
    return total?.n ?? 0;
  });
}

export async function findListing(db: DbExecutor, id: string): Promise<ListingRow | undefined> {
  const [row] = await selectListings(db, eq(serviceItems.id, id)).limit(1);
  return row;
}

/** Whether the public catalog shows this listing (the detail route's rule for strangers). */
export async function isPublicListing(db: DbExecutor, id: string): Promise<boolean> {
  const [row] = await db
    .select({ id: serviceItems.id })
    .from(serviceItems)
    .innerJoin(providers, eq(providers.id, serviceItems.providerId))
    .innerJoin(categories, eq(categories.id, serviceItems.categoryId))
    .where(and(eq(serviceItems.id, id), publicListing));
  return row !== undefined;
}
