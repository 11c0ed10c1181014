import { ProviderRatingCard } from '@/portals/provider/components/provider-rating-card';
import { useCurrentProvider } from '@/portals/provider/components/use-current-provider';

/** Average and reviews per star over every review, above the list. */
export function ReviewSummary() {
  const providerId = useCurrentProvider().data?.providerId;
  return <ProviderRatingCard providerId={providerId} sx={{ marginBlock: { xs: 1, sm: 2 } }} />;
}
