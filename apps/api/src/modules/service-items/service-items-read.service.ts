import {
  listingTypeFromQuery,
  parsePriceRange,
  type ServiceItem,
  type ServiceItemList,
  type ServiceItemListQuery,
} from '@marketplace/contract';
import type { DbExecutor } from '../../db/database';
import { badRequest, notFound } from '../../lib/http-error';
import type { AuthUser } from '../auth/access-token';
import { isAdmin, SERVICE_ITEM_MESSAGES } from './service-item-access';
import { toServiceItem } from './service-item-view';
import { findListing, isPublicListing, listListings } from './service-items-query.repository';
import { findProviderOfUser } from './service-items.repository';
import { searchTerms } from './service-items-search';

export interface ReadContext {
  db: DbExecutor;
  urlFor: (storageKey: string) => string;
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
  const { rows, total } = await listListings(
    ctx.db,
    {
      type: listingTypeFromQuery(query),
      search: searchTerms(query.Search) ?? undefined,
      address: query.Address?.trim() || undefined,
      categoryId: query.CategoryId,
      price,
      providerId: query.ProviderId,
      sort: query.Sort,
      includeHidden,
    },
    limit,
    (page - 1) * limit,
  );
  return {
    Items: rows.map((row) => toServiceItem(row, ctx.urlFor)),
    Page: page,
    Limit: limit,
    TotalItems: total,
    TotalPages: Math.ceil(total / limit),
  };
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
  if (!user || user.isDeleted) return false;
  if (isAdmin(user)) return true;
  if (user.role !== 'provider') return false;
  return (await findProviderOfUser(db, user.id))?.id === providerId;
}
