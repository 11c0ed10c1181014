import { DashboardOverview } from '../components/dashboard-overview';

/**
 * /customer-dashboard/orders (spec 2.5, "My Orders"): the screen of issue 17. Until it lands,
 * the route shows the dashboard overview, as every sub-path did before.
 */
export function MyOrdersPage() {
  return <DashboardOverview />;
}
