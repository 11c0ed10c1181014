import { isApiError } from '@marketplace/client';
import { orderNumberForDetail } from '@marketplace/contract';
import { EmptyState, PageHeader, StatusBadge } from '@marketplace/ui';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Fragment } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { useOrder } from '../api/get-order';
import { formatLongDate } from '../utils/format-date';
import { OrderItemRow } from './order-item-row';
import { OrderSummaryCard } from './order-summary-card';
import { ErrorState, LoadingState } from '../../../components/query-states';

/** The API answers 404 for a missing order and for someone else's, and 400 for an id that is no id. */
const NOT_FOUND_STATUSES = new Set([400, 403, 404]);

function OrderNotFound() {
  return (
    <EmptyState
      titleComponent="h1"
      title="Order not found"
      description="This order does not exist or belongs to another account."
      action={
        <Button component={RouterLink} to={paths.customerDashboard.getHref()} variant="contained">
          Back to Dashboard
        </Button>
      }
    />
  );
}

/**
 * /customer-dashboard/order/:orderId (spec 2.5, order detail), linked from the payment result page
 * and from notifications. Until the orders list exists, 'Back' leads to the dashboard.
 */
export function OrderDetail({ orderId }: { orderId: string }) {
  const navigate = useNavigate();
  const query = useOrder(orderId);
  if (query.isPending) return <LoadingState label="Loading order..." />;
  if (query.isError) {
    if (isApiError(query.error) && NOT_FOUND_STATUSES.has(query.error.status ?? 0)) return <OrderNotFound />;
    return (
      <>
        <PageHeader title="Order Details" />
        <ErrorState message={query.error.message} onRetry={() => void query.refetch()} />
      </>
    );
  }
  const order = query.data;
  return (
    <>
      <PageHeader
        backLabel="Back to Dashboard"
        onBack={() => void navigate(paths.customerDashboard.getHref())}
        title={`Order #${orderNumberForDetail(order.OrderId)}`}
        subtitle={`Placed on ${formatLongDate(order.CreatedAt)}`}
        actions={<StatusBadge kind="booking" status={order.Status} />}
      />
      <Stack spacing={3}>
        <OrderSummaryCard order={order} />
        <Card component="section" aria-labelledby="order-items-title">
          <CardContent>
            <Typography id="order-items-title" variant="h6" component="h2">
              Items
            </Typography>
            <Stack component="ul" sx={{ listStyle: 'none', margin: 0, padding: 0 }}>
              {order.OrderItems.map((item, index) => (
                <Fragment key={item.OrderItemId}>
                  {index > 0 && <Divider component="li" aria-hidden />}
                  <OrderItemRow item={item} />
                </Fragment>
              ))}
            </Stack>
          </CardContent>
        </Card>
      </Stack>
    </>
  );
}
