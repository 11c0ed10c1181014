import { BarChart } from '@mui/x-charts/BarChart';
import type { DashboardStats } from '@marketplace/contract';
import { useNavigate } from 'react-router';
import { ChartPanel } from './chart-panel';
import { useChartDirection, useChartLocaleText } from './chart-texts';
import { useListLink } from '@/components/list-links';
import { useBookingStatusLabel, useT } from '@/i18n/text';

/** The order statuses of the customer's order list (spec 2.5), as the dashboard counts them. */
const STATUSES = [
  { key: 'Pending', filter: 'Pending' },
  { key: 'Confirmed', filter: 'Confirmed' },
  { key: 'InProgress', filter: 'InProgress' },
  { key: 'Completed', filter: 'Completed' },
  { key: 'Cancelled', filter: 'Cancelled' },
] as const;

/** Every order by its status; a bar opens the orders of that status. */
export function OrdersByStatusChart({ stats }: { stats: DashboardStats | undefined }) {
  const t = useT();
  const statusLabel = useBookingStatusLabel();
  const direction = useChartDirection();
  const localeText = useChartLocaleText();
  const navigate = useNavigate();
  const listLink = useListLink();
  const labels = STATUSES.map((status) => statusLabel(status.key));
  const counts = stats ? STATUSES.map((status) => stats.OrdersByStatus[status.key]) : undefined;
  return (
    <ChartPanel
      title={t('admin.analytics.status.title')}
      subheader={stats ? t('admin.analytics.status.total', { count: stats.TotalOrders }) : undefined}
      fileName="orders-by-status.csv"
      columns={[t('admin.analytics.status.status'), t('admin.analytics.status.orders')]}
      rows={counts?.map((count, index) => [labels[index]!, count])}
    >
      {counts && (
        <BarChart
          height={300}
          layout="horizontal"
          localeText={localeText}
          // In Arabic the statuses stand on the right and the bars grow leftwards.
          xAxis={[{ reverse: direction.rtl }]}
          yAxis={[{ scaleType: 'band', data: labels, width: 96, position: direction.startSide }]}
          series={[{ data: counts, label: t('admin.analytics.status.orders') }]}
          hideLegend
          onItemClick={(_event, item) => navigate(listLink('orders', { Status: STATUSES[item.dataIndex]!.filter }))}
        />
      )}
    </ChartPanel>
  );
}
