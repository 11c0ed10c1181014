import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { BarChart } from '@mui/x-charts/BarChart';
import type { AdminTopProviderOrder, ListingType, ProviderAccountState } from '@marketplace/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useBasename } from 'react-admin';
import { useNavigate } from 'react-router';
import { api } from '@/api';
import { useFormat, useT, type MessageId } from '@/i18n/text';
import { ChartPanel } from './chart-panel';
import { useChartDirection, useChartLocaleText } from './chart-texts';

const TOP_N = 8;
const shortName = (name: string) => (name.length > 22 ? `${name.slice(0, 21)}…` : name);

const LISTING_TYPE: Record<ListingType, MessageId> = {
  item: 'admin.analytics.listingType.item',
  service: 'admin.analytics.listingType.service',
};
const PROVIDER_STATE: Record<ProviderAccountState, MessageId> = {
  active: 'admin.analytics.providerState.active',
  pending: 'admin.analytics.providerState.pending',
  rejected: 'admin.analytics.providerState.rejected',
  inactive: 'admin.analytics.providerState.inactive',
};

/** The listings sold most (quantity in paid orders that were not cancelled). */
export function MostSoldItemsChart() {
  const t = useT();
  const direction = useChartDirection();
  const localeText = useChartLocaleText();
  const { data } = useQuery({
    queryKey: ['admin-analytics', 'most-sold', TOP_N],
    queryFn: () => api.admin.mostSoldItems({ topN: TOP_N }),
  });
  // The table names the type in the language; the CSV keeps the API's value ("service").
  const row = (item: NonNullable<typeof data>[number], type: string) => [
    item.Name,
    type,
    item.TotalQuantity,
    item.OrderCount,
    item.Revenue.toFixed(3),
  ];
  return (
    <ChartPanel
      title={t('admin.analytics.mostSold.title')}
      fileName="most-sold-items.csv"
      columns={[
        t('admin.analytics.mostSold.listing'),
        t('admin.analytics.mostSold.type'),
        t('admin.analytics.mostSold.quantity'),
        t('admin.analytics.mostSold.orders'),
        t('admin.analytics.mostSold.revenue'),
      ]}
      rows={data?.map((item) => row(item, t(LISTING_TYPE[item.Type])))}
      csvRows={data?.map((item) => row(item, item.Type))}
    >
      {data && (
        <BarChart
          height={300}
          layout="horizontal"
          localeText={localeText}
          xAxis={[{ reverse: direction.rtl }]}
          yAxis={[
            {
              scaleType: 'band',
              data: data.map((item) => shortName(item.Name)),
              width: 150,
              position: direction.startSide,
            },
          ]}
          series={[{ data: data.map((item) => item.TotalQuantity), label: t('admin.analytics.mostSold.series') }]}
          hideLegend
        />
      )}
    </ChartPanel>
  );
}

/** Providers by sales revenue or by rating; a bar opens the provider. */
export function TopProvidersChart() {
  const t = useT();
  const format = useFormat();
  const direction = useChartDirection();
  const localeText = useChartLocaleText();
  const [by, setBy] = useState<AdminTopProviderOrder>('revenue');
  const navigate = useNavigate();
  const basename = useBasename();
  const { data } = useQuery({
    queryKey: ['admin-analytics', 'top-providers', by, TOP_N],
    queryFn: () => api.admin.topProviders({ topN: TOP_N, by }),
  });
  type Row = NonNullable<typeof data>[number];
  const value = (row: Row) => (by === 'revenue' ? row.Revenue : (row.AverageRating ?? 0));
  const shown = (amount: number | null) =>
    amount === null
      ? ''
      : by === 'revenue'
        ? format.money(amount)
        : format.number(amount, { maximumFractionDigits: 1 });
  // The table names the state in the language; the CSV keeps the API's value ("active").
  const row = (provider: Row, state: string) => [
    provider.BusinessName,
    state,
    provider.Revenue.toFixed(3),
    provider.AverageRating ?? '',
    provider.ReviewCount,
    provider.OrderCount,
  ];
  return (
    <ChartPanel
      title={t('admin.analytics.topProviders.title')}
      fileName={`top-providers-by-${by}.csv`}
      columns={[
        t('admin.analytics.topProviders.provider'),
        t('admin.analytics.topProviders.state'),
        t('admin.analytics.topProviders.revenue'),
        t('admin.analytics.topProviders.rating'),
        t('admin.analytics.topProviders.reviews'),
        t('admin.analytics.topProviders.orders'),
      ]}
      rows={data?.map((provider) => row(provider, t(PROVIDER_STATE[provider.AccState])))}
      csvRows={data?.map((provider) => row(provider, provider.AccState))}
      controls={
        <TextField
          select
          size="small"
          label={t('admin.analytics.topProviders.by')}
          value={by}
          onChange={(event) => setBy(event.target.value as AdminTopProviderOrder)}
          sx={{ minWidth: 112, marginInlineEnd: 1 }}
        >
          <MenuItem value="revenue">{t('admin.analytics.topProviders.byRevenue')}</MenuItem>
          <MenuItem value="rating">{t('admin.analytics.topProviders.byRating')}</MenuItem>
        </TextField>
      }
    >
      {data && (
        <BarChart
          height={300}
          layout="horizontal"
          localeText={localeText}
          xAxis={[{ reverse: direction.rtl }]}
          yAxis={[
            {
              scaleType: 'band',
              data: data.map((provider) => shortName(provider.BusinessName)),
              width: 150,
              position: direction.startSide,
            },
          ]}
          series={[
            {
              data: data.map(value),
              label:
                by === 'revenue' ? t('admin.analytics.topProviders.revenue') : t('admin.analytics.topProviders.rating'),
              valueFormatter: shown,
            },
          ]}
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
