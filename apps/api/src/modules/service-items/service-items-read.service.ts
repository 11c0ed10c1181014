import {
  listingTypeFromQuery,
  parsePriceRange,
  type ServiceItem,
  type ServiceItemList,
  type ServiceItemListQuery,
} from '@marketplace/contract';
import type { DbExecutor } from '../../db/database';
import { badRequest, notFound } from '../../lib/http-error';
import type { AuthUser } from '../../identity/access-token';
import { SERVICE_ITEM_MESSAGES } from './service-item-access';
import { isAdmin, providerOfUser } from '../../identity/access-rules';
import { toServiceItem } from './service-item-view';
import type { CatalogCache } from './catalog-cache';
import {
  countListings,
  findListing,
  isPublicListing,
  listingRows,
  type ListingFilter,
} from './service-items-query.repository';
import { searchTerms } from './service-items-search';

export interface ReadContext {
  db: DbExecutor;
  urlFor: (storageKey: string) => string;
  /** Public catalog answers, shared by every caller; absent: every read goes to the database. */
  catalogCache?: CatalogCache;
}

const DEFAULT_LIMIT = 10;

/**
 * The catalog page, or a provider's own listings. The public sees listings that are not
 * discontinued, of active providers, in enabled categories ('unavailable' ones show, marked by
 * Availability). `ProviderId` naming the caller's own business, or any business for an admin,
 * shows every listing of it whatever its state (the provider area's inventory).
 */
export async function listServiceItems(
  ctx: ReadContext,
  user: AuthUser | null,
  query: ServiceItemListQuery,
): Promise<ServiceItemList> {
  const price = query.PriceRange === undefined ? undefined : parsePriceRange(query.PriceRange);
  if (price === null) throw badRequest(SERVICE_ITEM_MESSAGES.priceRange);
  const page = query.Page ?? 1;
  const limit = query.Limit ?? DEFAULT_LIMIT;
  const includeHidden = query.ProviderId !== undefined && (await ownsOrAdministers(ctx.db, user, query.ProviderId));
  const filter: ListingFilter = {
    type: listingTypeFromQuery(query),
    search: searchTerms(query.Search) ?? undefined,
    address: query.Address?.trim() || undefined,
    categoryId: query.CategoryId,
    price,
    providerId: query.ProviderId,
    sort: query.Sort,
    includeHidden,
  };
  const offset = (page - 1) * limit;
  const { rows, total } = await cachedWhenPublic(ctx, filter, `page:${limit}:${offset}`, async () => {
    const [pageRows, matching] = await Promise.all([
      listingRows(ctx.db, filter, limit, offset),
      // Per filter, not per page: paging through one search counts its matches once.
      cachedWhenPublic(ctx, filter, 'total', () => countListings(ctx.db, filter)),
    ]);
    return { rows: pageRows, total: matching };
  });
  return {
    Items: rows.map((row) => toServiceItem(row, ctx.urlFor)),
    Page: page,
    Limit: limit,
    TotalItems: total,
    TotalPages: Math.ceil(total / limit),
  };
}

/**
 * Only the public view is cached: it is the same answer for everyone. A provider's or admin's
 * view of hidden listings (includeHidden) is theirs alone and always read afresh.
 */
function cachedWhenPublic<T>(ctx: ReadContext, filter: ListingFilter, part: string, load: () => Promise<T>) {
  if (!ctx.catalogCache || filter.includeHidden) return load();
  return ctx.catalogCache.read(`${part}:${catalogFilterKey(filter)}`, load);
}

/** Every field that changes the answer, in a fixed order (the search by its text as typed). */
function catalogFilterKey(filter: ListingFilter): string {
  return JSON.stringify([
    filter.type ?? null,
    filter.search?.text ?? null,
    filter.address ?? null,
    filter.categoryId ?? null,
    filter.price ? [filter.price.minFils, filter.price.maxFils] : null,
    filter.providerId ?? null,
    filter.sort ?? null,
  ]);
}

/** 404 alike for missing and hidden listings: a stranger cannot tell a pending listing exists. */
export async function getServiceItem(ctx: ReadContext, user: AuthUser | null, id: string): Promise<ServiceItem> {
  const row = await findListing(ctx.db, id);
  if (!row) throw notFound(SERVICE_ITEM_MESSAGES.notFound);
  const visible = (await ownsOrAdministers(ctx.db, user, row.providerId)) || (await isPublicListing(ctx.db, id));
  if (!visible) throw notFound(SERVICE_ITEM_MESSAGES.notFound);
  return toServiceItem(row, ctx.urlFor);
}

async function ownsOrAdministers(db: DbExecutor, user: AuthUser | null, providerId: string): Promise<boolean> {
  if (isAdmin(user)) return true;
  if (user?.role !== 'provider') return false;
  return (await providerOfUser(db, user.id))?.id === providerId;
}
