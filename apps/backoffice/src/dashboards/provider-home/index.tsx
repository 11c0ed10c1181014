import { Card, CardContent, CardHeader, Grid, Skeleton, Stack } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect } from 'react';
import { Link } from 'react-router';
import { Title, useNotify } from 'react-admin';
import { api } from '../../api';
import { AccountStateBanner } from '../../components/provider/account-state-banner';
import { RatingSummary } from '../../components/provider/rating-summary';
import { useCurrentProvider } from '../../components/provider/use-current-provider';
import { useListLink } from '../../components/list-links';
import { OnboardingChecklist } from './onboarding-checklist';
import { RecentOrders } from './recent-orders';
import { TodoTiles } from './todo-tiles';
import { useOnboarding } from './use-onboarding';

// The provider landing page, /provider-dashboard/home: the account state, what is left to set up,
// what needs doing now (new paid requests first), earnings against the period before, recent
// orders and the rating. Figures from GET /api/Provider/{id}/stats and the payout balance; the
// chart (MUI X Charts) loads in a chunk of its own behind a skeleton.

const EarningsChart = lazy(() => import('./earnings-chart').then((m) => ({ default: m.EarningsChart })));

export default function ProviderHome() {
  const notify = useNotify();
  const listLink = useListLink();
  const me = useCurrentProvider();
  const providerId = me.data?.providerId;
  const stats = useQuery({
    queryKey: ['provider-home', 'stats', providerId],
    queryFn: () => api.providers.stats(providerId!),
    enabled: providerId !== undefined,
  });
  const balance = useQuery({
    queryKey: ['provider-home', 'balance', providerId],
    queryFn: () => api.payouts.balance(providerId!),
    enabled: providerId !== undefined,
  });
  // One review is enough: the answer's average and stars cover all of them.
  const rating = useQuery({
    queryKey: ['provider-home', 'rating', providerId],
    queryFn: () => api.reviews.listForProvider(providerId!, { pageSize: 1 }),
    enabled: providerId !== undefined,
  });
  const onboarding = useOnboarding(me.data);
  const error = me.error ?? stats.error ?? balance.error ?? rating.error ?? onboarding.error;
  useEffect(() => {
    if (error) notify(error.message, { type: 'error' });
  }, [error, notify]);

  // The app bar shows the page title as the page's h1; sections below start at h2.
  return (
    <Stack spacing={2} sx={{ marginBlock: { xs: 1, sm: 2 } }}>
      <Title title="Home" />
      <AccountStateBanner />
      {onboarding.steps && <OnboardingChecklist steps={onboarding.steps} />}
      <TodoTiles stats={stats.data} balance={balance.data} />
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, lg: 7 }}>
          {providerId ? (
            <Suspense fallback={<Skeleton variant="rounded" height={360} aria-label="Loading chart" />}>
              <EarningsChart providerId={providerId} />
            </Suspense>
          ) : (
            <Skeleton variant="rounded" height={360} aria-label="Loading chart" />
          )}
        </Grid>
        <Grid size={{ xs: 12, lg: 5 }}>
          {me.data ? <RecentOrders userId={me.data.userId} /> : <Skeleton variant="rounded" height={360} />}
        </Grid>
      </Grid>
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
    </Stack>
  );
}
