import { Link } from 'react-router';
import { useListLink } from '@/components/list-links';
import { useT } from '@/i18n/text';
import { ProviderRatingCard } from '@/portals/provider/components/provider-rating-card';

/** The provider's rating on Home, with the way to the reviews behind it. */
export function RatingCard({ providerId }: { providerId: string | undefined }) {
  const t = useT();
  const listLink = useListLink();
  return (
    <ProviderRatingCard
      providerId={providerId}
      action={<Link to={listLink('reviews')}>{t('provider.home.rating.reviewsReceived')}</Link>}
    />
  );
}
