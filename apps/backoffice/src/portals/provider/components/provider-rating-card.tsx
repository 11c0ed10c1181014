import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import type { SxProps, Theme } from '@mui/material/styles';
import { useQuery } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { useNotify } from 'react-admin';
import { api } from '@/api';
import { RatingSummary } from './rating-summary';
import { LoadingSkeleton } from '@/components/loading-skeleton';
import { useT } from '@/i18n/text';

export interface ProviderRatingCardProps {
  readonly providerId: string | undefined;
  /** At the header's end, e.g. a link to the reviews. */
  readonly action?: ReactNode;
  readonly sx?: SxProps<Theme>;
}

/**
 * The provider's rating (average, count, reviews per star) on Home and above the reviews list,
 * read once for both: one review is enough, as every page of the answer carries the summary.
 */
export function ProviderRatingCard({ providerId, action, sx }: ProviderRatingCardProps) {
  const t = useT();
  const notify = useNotify();
  const rating = useQuery({
    queryKey: ['provider-rating', providerId],
    queryFn: () => api.reviews.listForProvider(providerId!, { pageSize: 1 }),
    enabled: providerId !== undefined,
  });
  useEffect(() => {
    if (rating.error) notify(rating.error.message, { type: 'error' });
  }, [rating.error, notify]);

  return (
    <Card component="section" aria-label={t('provider.components.rating.title')} sx={sx}>
      <CardHeader
        title={t('provider.components.rating.title')}
        slotProps={{ title: { component: 'h2', variant: 'h6' } }}
        action={action}
      />
      <CardContent sx={{ paddingBlockStart: 0 }}>
        {rating.data ? (
          <RatingSummary
            average={rating.data.AverageRating}
            count={rating.data.TotalItems}
            distribution={rating.data.Distribution}
          />
        ) : (
          <LoadingSkeleton label={t('provider.components.rating.loading')} height={80} />
        )}
      </CardContent>
    </Card>
  );
}
