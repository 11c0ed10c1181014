import { Grid, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Title, useNotify } from 'react-admin';
import { useEffect } from 'react';
import { api } from '../../api';
import { OrdersByStatusChart } from './orders-by-status-chart';
import { RevenueChart } from './revenue-chart';
import { StatTiles } from './stat-tiles';
import { TopLists } from './top-lists';

// The admin landing page, /admin/analytics: headline figures, revenue per month against the year
// before, orders by status, most-sold listings and top providers, from the dashboard endpoints
// (trigger-kept rollups, fast at a million orders). Loaded lazily with its charts.

export default function AdminAnalytics() {
  const notify = useNotify();
  const stats = useQuery({ queryKey: ['admin-analytics', 'stats'], queryFn: () => api.admin.dashboardStats() });
  useEffect(() => {
    if (stats.error) notify(stats.error.message, { type: 'error' });
  }, [stats.error, notify]);
  const currentYear = stats.data ? Number(stats.data.CurrentMonth.slice(0, 4)) : new Date().getUTCFullYear();

  return (
    <Stack spacing={2} sx={{ marginBlock: { xs: 1, sm: 2 } }}>
      <Title title="Analytics" />
      <Typography variant="h5" component="h1">
        Analytics
      </Typography>
      <StatTiles stats={stats.data} />
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, lg: 8 }}>
          {/* Keyed by the year: the picker starts at the current year once the figures say which. */}
          <RevenueChart key={currentYear} currentYear={currentYear} />
        </Grid>
        <Grid size={{ xs: 12, lg: 4 }}>
          <OrdersByStatusChart stats={stats.data} />
        </Grid>
      </Grid>
      <TopLists />
    </Stack>
  );
}
