import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import { Navigate, Route, Routes, useParams } from 'react-router';
import { paths } from '@/config/paths';
import { OrderDetail } from '@/features/account/components/order-detail';
import { ConversationPage } from '@/features/account/messages/conversation-page';
import { MessagesPage } from '@/features/account/messages/messages-page';
import { DashboardNavigation } from '@/features/account/navigation/dashboard-navigation';
import { MyOrdersPage } from '@/features/account/orders/my-orders-page';
import { CustomerProfilePage } from '@/features/account/profile/customer-profile-page';
import { AccountSettingsPage } from '@/features/account/settings/account-settings-page';
import { TransactionHistoryPage } from '@/features/account/transactions/transaction-history-page';

function ConversationRoute() {
  const { conversationId = '' } = useParams();
  // Keyed by id: from one conversation to another (a link in a toast) starts from a clean page.
  return <ConversationPage key={conversationId} conversationId={conversationId} />;
}

function OrderDetailRoute() {
  const { orderId = '' } = useParams();
  // Keyed by id: going from one order's notification to another's starts from a clean page.
  return <OrderDetail key={orderId} orderId={orderId} />;
}

/**
 * /customer-dashboard/* (customers only): the sub-routes of spec 2.5 and issue 37's Messages, each
 * in its own module under features/account, beside the dashboard's navigation. The index and any unknown sub-path go to
 * the profile, replacing the history entry so Back does not bounce through the redirect.
 */
export function Component() {
  const toProfile = <Navigate to={paths.customerProfile.getHref()} replace />;
  return (
    <Container sx={{ paddingBlock: { xs: 3, md: 6 } }}>
      <Box
        sx={{
          display: 'grid',
          gap: { xs: 2, md: 4 },
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '220px minmax(0, 1fr)' },
          alignItems: 'start',
        }}
      >
        <DashboardNavigation />
        <Box sx={{ minWidth: 0 }}>
          <Routes>
            <Route index element={toProfile} />
            <Route path="profile" element={<CustomerProfilePage />} />
            <Route path="orders" element={<MyOrdersPage />} />
            <Route path="transactions" element={<TransactionHistoryPage />} />
            <Route path="settings" element={<AccountSettingsPage />} />
            <Route path="order/:orderId" element={<OrderDetailRoute />} />
            <Route path="messages" element={<MessagesPage />} />
            <Route path="messages/:conversationId" element={<ConversationRoute />} />
            <Route path="*" element={toProfile} />
          </Routes>
        </Box>
      </Box>
    </Container>
  );
}
