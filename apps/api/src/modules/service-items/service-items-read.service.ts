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
import { toServiceItem } from './service-item.mapper';
import type { CatalogCache } from './catalog-cache';
import {
  countListings,
  findListing,
  isPublicListing,
  listingRows,
  type ListingFilter,
} from './service-items-query.repository';
import { searchTerms } from './service-items-search';

const DEFAULT_LIMIT = 10;

/** Reading listings: the catalog page (cached while public), a provider's own listings, one listing. */
export class ServiceItemReadService {
  constructor(
    private readonly db: DbExecutor,
    private readonly urlFor: (storageKey: string) => string,
    /** Public catalog answers, shared by every caller; absent: every read goes to the database. */
    private readonly catalogCache?: CatalogCache,
  ) {}

  /**
   * The catalog page, or a provider's own listings. The public sees listings that are not
   * discontinued, of active providers, in enabled categories ('unavailable' ones show, marked by
   * Availability). `ProviderId` naming the caller's own business, or any business for an admin,
   * shows every listing of it whatever its state (the provider area's inventory).
   */
  async list(user: AuthUser | null, query: ServiceItemListQuery): Promise<ServiceItemList> {
    const price = query.PriceRange === undefined ? undefined : parsePriceRange(query.PriceRange);
    if (price === null) throw badRequest(SERVICE_ITEM_MESSAGES.priceRange);
    const page = query.Page ?? 1;
    const limit = query.Limit ?? DEFAULT_LIMIT;
    const includeHidden = query.ProviderId !== undefined && (await this.ownsOrAdministers(user, query.ProviderId));
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
    // A public page is built once and the same object answers every caller until the catalog
    // changes: never change it (the route also sends it serialized once, lib/shared-answer.ts).
    return this.cachedWhenPublic(filter, `page:${limit}:${offset}`, async () => {
      const [rows, total] = await Promise.all([
        listingRows(this.db, filter, limit, offset),
        // Per filter, not per page: paging through one search counts its matches once.
        this.cachedWhenPublic(filter, 'total', () => countListings(this.db, filter)),
      ]);
      return {
        Items: rows.map((row) => toServiceItem(row, this.urlFor)),
        Page: page,
        Limit: limit,
        TotalItems: total,
        TotalPages: Math.ceil(total / limit),
      };
    });
  }

  /** 404 alike for missing and hidden listings: a stranger cannot tell a pending listing exists. */
  async get(user: AuthUser | null, id: string): Promise<ServiceItem> {
    const row = await findListing(this.db, id);
    if (!row) throw notFound(SERVICE_ITEM_MESSAGES.notFound);
    const visible = (await this.ownsOrAdministers(user, row.providerId)) || (await isPublicListing(this.db, id));
    if (!visible) throw notFound(SERVICE_ITEM_MESSAGES.notFound);
    return toServiceItem(row, this.urlFor);
  }

  /**
   * Only the public view is cached: it is the same answer for everyone. A provider's or admin's
   * view of hidden listings (includeHidden) is theirs alone and always read afresh.
   */
  private cachedWhenPublic<T>(filter: ListingFilter, part: string, load: () => Promise<T>) {
    if (!this.catalogCache || filter.includeHidden) return load();
    return this.catalogCache.read(`${part}:${catalogFilterKey(filter)}`, load);
  }

  private async ownsOrAdministers(user: AuthUser | null, providerId: string): Promise<boolean> {
    if (isAdmin(user)) return true;
    if (user?.role !== 'provider') return false;
    return (await providerOfUser(this.db, user.id))?.id === providerId;
  }
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
