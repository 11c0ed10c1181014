import Container from '@mui/material/Container';
import { Navigate, Route, Routes, useParams } from 'react-router';
import { paths } from '../../config/paths';
import { DashboardOverview } from '../../features/account/components/dashboard-overview';
import { OrderDetail } from '../../features/account/components/order-detail';

function OrderDetailRoute() {
  const { orderId = '' } = useParams();
  // Keyed by id: going from one order's notification to another's starts from a clean page.
  return <OrderDetail key={orderId} orderId={orderId} />;
}

/**
 * /customer-dashboard/* (customers only). For now the overview and the order detail; the profile,
 * orders, transactions and settings sub-routes of spec 2.5 replace the overview later. Unknown
 * sub-paths return to the dashboard, as the spec sends them to its first screen.
 */
export function Component() {
  return (
    <Container sx={{ paddingBlock: { xs: 4, md: 6 } }}>
      <Routes>
        <Route index element={<DashboardOverview />} />
        <Route path="order/:orderId" element={<OrderDetailRoute />} />
        <Route path="*" element={<Navigate to={paths.customerDashboard.getHref()} replace />} />
      </Routes>
    </Container>
  );
}
