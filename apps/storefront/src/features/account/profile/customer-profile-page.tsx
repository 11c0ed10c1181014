import { DashboardOverview } from '../components/dashboard-overview';

/**
 * /customer-dashboard/profile (spec 2.5, "Customer Profile"): the screen of issue 17. Until it lands,
 * the route shows the dashboard overview, as every sub-path did before.
 */
export function CustomerProfilePage() {
  return <DashboardOverview />;
}
