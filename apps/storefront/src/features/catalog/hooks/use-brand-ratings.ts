import { MAX_TOP_PROVIDERS } from '@marketplace/contract';
import { useMemo } from 'react';
import { useTopRatedProviders } from '../api/get-top-rated-providers';
import type { BrandRating } from '../components/brand-card';

// The provider list and a provider's profile carry no rating: the brands page and a business's
// page take it from the top-rated list when the business is in it.

/** Ratings of the best-rated providers (the API's ranked list, capped at 50), by provider id. */
export function useBrandRatings(): ReadonlyMap<string, BrandRating> {
  const { data } = useTopRatedProviders(MAX_TOP_PROVIDERS);
  return useMemo(
    () =>
      new Map(
        (data ?? [])
          .filter((row) => row.ReviewCount > 0)
          .map((row) => [row.ProviderId, { averageRating: row.AverageRating, reviewCount: row.ReviewCount }]),
      ),
    [data],
  );
}
