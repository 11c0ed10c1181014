import Container from '@mui/material/Container';
import { Navigate, Route, Routes, useParams } from 'react-router';
import { paths } from '../../config/paths';
import { DashboardOverview } from '../../features/account/components/dashboard-overview';
import { OrderDetail } from '../../features/account/components/order-detail';
import { MyOrdersPage } from '../../features/account/orders/my-orders-page';
import { CustomerProfilePage } from '../../features/account/profile/customer-profile-page';
import { AccountSettingsPage } from '../../features/account/settings/account-settings-page';
import { TransactionHistoryPage } from '../../features/account/transactions/transaction-history-page';

function OrderDetailRoute() {
  const { orderId = '' } = useParams();
  // Keyed by id: going from one order's notification to another's starts from a clean page.
  return <OrderDetail key={orderId} orderId={orderId} />;
}

/**
 * /customer-dashboard/* (customers only): the sub-routes of spec 2.5, each in its own module under
 * features/account (issue 17 builds them one by one; until then a module shows the overview).
 * Unknown sub-paths return to the dashboard, as the spec sends them to its first screen.
 */
export function Component() {
  return (
    <Container sx={{ paddingBlock: { xs: 4, md: 6 } }}>
      <Routes>
        <Route index element={<DashboardOverview />} />
        <Route path="profile" element={<CustomerProfilePage />} />
        <Route path="orders" element={<MyOrdersPage />} />
        <Route path="transactions" element={<TransactionHistoryPage />} />
        <Route path="settings" element={<AccountSettingsPage />} />
        <Route path="order/:orderId" element={<OrderDetailRoute />} />
        <Route path="*" element={<Navigate to={paths.customerDashboard.getHref()} replace />} />
      </Routes>
    </Container>
  );
}
