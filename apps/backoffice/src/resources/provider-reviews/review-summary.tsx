import { Card, CardContent, CardHeader, Skeleton } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNotify } from 'react-admin';
import { api } from '../../api';
import { RatingSummary } from '../../components/provider/rating-summary';
import { useCurrentProvider } from '../../components/provider/use-current-provider';

/** Average and reviews per star over every review (one review read: the summary comes with any page). */
export function ReviewSummary() {
  const notify = useNotify();
  const providerId = useCurrentProvider().data?.providerId;
  const summary = useQuery({
    queryKey: ['provider-reviews', 'summary', providerId],
    queryFn: () => api.reviews.listForProvider(providerId!, { pageSize: 1 }),
    enabled: providerId !== undefined,
  });
  useEffect(() => {
    if (summary.error) notify(summary.error.message, { type: 'error' });
  }, [summary.error, notify]);
  return (
    <Card component="section" aria-label="Rating" sx={{ marginBlock: { xs: 1, sm: 2 } }}>
      <CardHeader title="Rating" slotProps={{ title: { component: 'h2', variant: 'h6' } }} />
      <CardContent sx={{ paddingBlockStart: 0 }}>
        {summary.data ? (
          <RatingSummary
            average={summary.data.AverageRating}
            count={summary.data.TotalItems}
            distribution={summary.data.Distribution}
          />
        ) : (
          <Skeleton variant="rounded" height={80} aria-label="Loading rating" />
        )}
      </CardContent>
    </Card>
  );
}
