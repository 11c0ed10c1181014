import { DashboardOverview } from '../components/dashboard-overview';

/**
 * /customer-dashboard/transactions (spec 2.5, "Transaction History"): the screen of issue 17. Until it lands,
 * the route shows the dashboard overview, as every sub-path did before.
 */
export function TransactionHistoryPage() {
  return <DashboardOverview />;
}
