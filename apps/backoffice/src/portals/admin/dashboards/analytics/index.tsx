import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect } from 'react';
import { Title, useNotify } from 'react-admin';
import { api } from '@/api';
import { StatTiles } from './stat-tiles';
import { LoadingSkeleton } from '@/components/loading-skeleton';
import { useT } from '@/i18n/text';

// The admin landing page, /admin/analytics: headline figures, revenue per month against the year
// before, orders by status, most-sold listings and top providers, from the dashboard endpoints
// (trigger-kept rollups, fast at a million orders). The tiles come first; the charts (MUI X
// Charts, the heaviest code of the page) load in a chunk of their own behind skeletons.

const RevenueChart = lazy(() => import('./revenue-chart').then((m) => ({ default: m.RevenueChart })));
const OrdersByStatusChart = lazy(() =>
  import('./orders-by-status-chart').then((m) => ({ default: m.OrdersByStatusChart })),
);
const TopLists = lazy(() => import('./top-lists').then((m) => ({ default: m.TopLists })));

function ChartSkeleton() {
  const t = useT();
  return <LoadingSkeleton label={t('admin.analytics.loadingChart')} height={360} />;
}

export default function AdminAnalytics() {
  const t = useT();
  const notify = useNotify();
  const stats = useQuery({ queryKey: ['admin-analytics', 'stats'], queryFn: () => api.admin.dashboardStats() });
  useEffect(() => {
    if (stats.error) notify(stats.error.message, { type: 'error' });
  }, [stats.error, notify]);
  const currentYear = stats.data ? Number(stats.data.CurrentMonth.slice(0, 4)) : new Date().getUTCFullYear();

  // The app bar shows the page title as the page's h1; sections below start at h2.
  return (
    <Stack spacing={2} sx={{ marginBlock: { xs: 1, sm: 2 } }}>
      <Title title={t('admin.analytics.title')} />
      <StatTiles stats={stats.data} />
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, lg: 8 }}>
          <Suspense fallback={<ChartSkeleton />}>
            {/* Keyed by the year: the picker starts at the current year once the figures say which. */}
            <RevenueChart key={currentYear} currentYear={currentYear} />
          </Suspense>
        </Grid>
        <Grid size={{ xs: 12, lg: 4 }}>
          <Suspense fallback={<ChartSkeleton />}>
            <OrdersByStatusChart stats={stats.data} />
          </Suspense>
        </Grid>
      </Grid>
      <Suspense fallback={<ChartSkeleton />}>
        <TopLists />
      </Suspense>
    </Stack>
  );
}
