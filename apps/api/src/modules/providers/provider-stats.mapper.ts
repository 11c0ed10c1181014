import { filsToBhd, type ProviderStats, type TopProvider } from '@marketplace/contract';
import type { providerStats, topRatedProviders } from './provider-stats.repository';
import { currentVerification } from './provider-verification';

type StatsRow = NonNullable<Awaited<ReturnType<typeof providerStats>>>;
type TopRatedRow = Awaited<ReturnType<typeof topRatedProviders>>[number];

const rating = (value: string | null | undefined) => (value === null || value === undefined ? null : Number(value));

/** The provider dashboard's figures. */
export function toProviderStats(providerId: string, row: StatsRow): ProviderStats {
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

/** One entry of the public top-rated list. */
export function toTopProvider(row: TopRatedRow): TopProvider {
  return {
    ProviderId: row.providerId,
    BusinessName: row.businessName,
    BusinessNameAr: row.businessNameAr,
    PrimaryLocation: row.primaryLocation,
    ImageUrl: row.imageUrl ?? '',
    Verification: currentVerification(row),
    AverageRating: rating(row.averageRating),
    ReviewCount: row.reviewCount,
    CompletedOrderItems: row.completed,
    TotalRevenue: filsToBhd(row.revenueFils),
  };
}
