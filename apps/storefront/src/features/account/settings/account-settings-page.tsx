import { DashboardOverview } from '../components/dashboard-overview';

/**
 * /customer-dashboard/settings (spec 2.5, "Account Settings"): the screen of issue 17. Until it lands,
 * the route shows the dashboard overview, as every sub-path did before.
 */
export function AccountSettingsPage() {
  return <DashboardOverview />;
}
