import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { BarChart } from '@mui/x-charts/BarChart';
import type { AdminTopProviderOrder } from '@marketplace/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useBasename } from 'react-admin';
import { useNavigate } from 'react-router';
import { api } from '@/api';
import { ChartPanel } from './chart-panel';

const TOP_N = 8;
const shortName = (name: string) => (name.length > 22 ? `${name.slice(0, 21)}…` : name);

/** The listings sold most (quantity in paid orders that were not cancelled). */
export function MostSoldItemsChart() {
  const { data } = useQuery({
    queryKey: ['admin-analytics', 'most-sold', TOP_N],
    queryFn: () => api.admin.mostSoldItems({ topN: TOP_N }),
  });
  return (
    <ChartPanel
      title="Most sold"
      fileName="most-sold-items.csv"
      columns={['Listing', 'Type', 'Quantity', 'Orders', 'Revenue (BHD)']}
      rows={data?.map((item) => [item.Name, item.Type, item.TotalQuantity, item.OrderCount, item.Revenue.toFixed(3)])}
    >
      {data && (
        <BarChart
          height={300}
          layout="horizontal"
          yAxis={[{ scaleType: 'band', data: data.map((item) => shortName(item.Name)), width: 150 }]}
          series={[{ data: data.map((item) => item.TotalQuantity), label: 'Quantity sold' }]}
          hideLegend
        />
      )}
    </ChartPanel>
  );
}

/** Providers by sales revenue or by rating; a bar opens the provider. */
export function TopProvidersChart() {
  const [by, setBy] = useState<AdminTopProviderOrder>('revenue');
  const navigate = useNavigate();
  const basename = useBasename();
  const { data } = useQuery({
    queryKey: ['admin-analytics', 'top-providers', by, TOP_N],
    queryFn: () => api.admin.topProviders({ topN: TOP_N, by }),
  });
  const value = (row: NonNullable<typeof data>[number]) => (by === 'revenue' ? row.Revenue : (row.AverageRating ?? 0));
  return (
    <ChartPanel
      title="Top providers"
      fileName={`top-providers-by-${by}.csv`}
      columns={['Provider', 'State', 'Revenue (BHD)', 'Average rating', 'Reviews', 'Orders']}
      rows={data?.map((row) => [
        row.BusinessName,
        row.AccState,
        row.Revenue.toFixed(3),
        row.AverageRating ?? '',
        row.ReviewCount,
        row.OrderCount,
      ])}
      controls={
        <TextField
          select
          size="small"
          label="By"
          value={by}
          onChange={(event) => setBy(event.target.value as AdminTopProviderOrder)}
          sx={{ minWidth: 112, marginInlineEnd: 1 }}
        >
          <MenuItem value="revenue">Revenue</MenuItem>
          <MenuItem value="rating">Rating</MenuItem>
        </TextField>
      }
    >
      {data && (
        <BarChart
          height={300}
          layout="horizontal"
          yAxis={[{ scaleType: 'band', data: data.map((row) => shortName(row.BusinessName)), width: 150 }]}
          series={[{ data: data.map(value), label: by === 'revenue' ? 'Revenue (BHD)' : 'Average rating' }]}
          hideLegend
          onItemClick={(_event, item) => navigate(`${basename}/providers/${data[item.dataIndex]!.ProviderId}/show`)}
        />
      )}
    </ChartPanel>
  );
}

export function TopLists() {
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, lg: 6 }}>
        <MostSoldItemsChart />
      </Grid>
      <Grid size={{ xs: 12, lg: 6 }}>
        <TopProvidersChart />
      </Grid>
    </Grid>
  );
}
