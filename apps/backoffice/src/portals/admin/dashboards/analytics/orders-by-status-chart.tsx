import { BarChart } from '@mui/x-charts/BarChart';
import type { DashboardStats } from '@marketplace/contract';
import { useNavigate } from 'react-router';
import { ChartPanel } from './chart-panel';
import { useListLink } from '@/components/list-links';
import { bookingStatusLabel } from '@/i18n';

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
  const navigate = useNavigate();
  const listLink = useListLink();
  const labels = STATUSES.map((status) => bookingStatusLabel(status.key));
  const counts = stats ? STATUSES.map((status) => stats.OrdersByStatus[status.key]) : undefined;
  return (
    <ChartPanel
      title="Orders by status"
      subheader={stats ? `${stats.TotalOrders} orders` : undefined}
      fileName="orders-by-status.csv"
      columns={['Status', 'Orders']}
      rows={counts?.map((count, index) => [labels[index]!, count])}
    >
      {counts && (
        <BarChart
          height={300}
          layout="horizontal"
          yAxis={[{ scaleType: 'band', data: labels, width: 96 }]}
          series={[{ data: counts, label: 'Orders' }]}
          hideLegend
          onItemClick={(_event, item) => navigate(listLink('orders', { Status: STATUSES[item.dataIndex]!.filter }))}
        />
      )}
    </ChartPanel>
  );
}
