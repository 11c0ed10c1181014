import { Card, CardContent, CardHeader, Skeleton } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { useNotify } from 'react-admin';
import { api } from '../../api';
import { useListLink } from '../../components/list-links';
import { RatingSummary } from '../../components/provider/rating-summary';

/** The provider's rating on Home: the average, the count and the reviews per star. */
export function RatingCard({ providerId }: { providerId: string | undefined }) {
  const notify = useNotify();
  const listLink = useListLink();
  // One review is enough: the answer's average and stars cover all of them.
  const rating = useQuery({
    queryKey: ['provider-home', 'rating', providerId],
    queryFn: () => api.reviews.listForProvider(providerId!, { pageSize: 1 }),
    enabled: providerId !== undefined,
  });
  useEffect(() => {
    if (rating.error) notify(rating.error.message, { type: 'error' });
  }, [rating.error, notify]);

  return (
    <Card component="section" aria-label="Rating">
      <CardHeader
        title="Rating"
        slotProps={{ title: { component: 'h2', variant: 'h6' } }}
        action={<Link to={listLink('reviews')}>Reviews received</Link>}
      />
      <CardContent sx={{ paddingBlockStart: 0 }}>
        {rating.data ? (
          <RatingSummary
            average={rating.data.AverageRating}
            count={rating.data.TotalItems}
            distribution={rating.data.Distribution}
          />
        ) : (
          <Skeleton variant="rounded" height={80} aria-label="Loading rating" />
        )}
      </CardContent>
    </Card>
  );
}
