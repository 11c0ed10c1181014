import {
  DEFAULT_TOP_PROVIDERS,
  filsToBhd,
  PROVIDER_ERRORS,
  type ProviderStats,
  type TopProviderList,
} from '@marketplace/contract';
import type { Database } from '../../db/database';
import { forbidden, notFound } from '../../lib/http-error';
import { isSelfOrAdmin } from '../../identity/access-rules';
import type { AuthUser } from '../../identity/access-token';
import { providerStats, topRatedProviders } from './provider-stats.repository';
import { findProvider } from './providers.repository';

const rating = (value: string | null | undefined) => (value === null || value === undefined ? null : Number(value));

/** The provider dashboard's figures and the public top-rated list; every sum is computed in SQL. */
export class ProviderStatsService {
  constructor(private readonly db: Database) {}

  /** Only the provider themself or an admin; anyone else gets 403 whether or not the id exists. */
  async stats(caller: AuthUser, providerId: string): Promise<ProviderStats> {
    const owner = await findProvider(this.db, providerId);
    if (!isSelfOrAdmin(caller, owner?.provider.userId)) throw forbidden(PROVIDER_ERRORS.statsNotYours);
    const row = owner && (await providerStats(this.db, providerId));
    if (!row) throw notFound(PROVIDER_ERRORS.notFound);
    return {
      ProviderId: providerId,
      TotalServiceItems: row.totalItems,
      AvailableServiceItems: row.availableItems,
      TotalOrderItems: row.totalLines,
      PendingOrderItems: row.pending,
      InProgressOrderItems: row.inProgress,
      CompletedOrderItems: row.completed,
      CancelledOrderItems: row.cancelled,
      TotalRevenue: filsToBhd(row.revenueFils),
      AverageRating: rating(row.averageRating),
      ReviewCount: row.reviewCount,
    };
  }

  async topRated(topN = DEFAULT_TOP_PROVIDERS): Promise<TopProviderList> {
    const rows = await topRatedProviders(this.db, topN);
    return rows.map((row) => ({
      ProviderId: row.providerId,
      BusinessName: row.businessName,
      PrimaryLocation: row.primaryLocation,
      ImageUrl: row.imageUrl ?? '',
      AverageRating: rating(row.averageRating),
      ReviewCount: row.reviewCount,
      CompletedOrderItems: row.completed,
      TotalRevenue: filsToBhd(row.revenueFils),
    }));
  }
}
