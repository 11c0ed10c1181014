import { isApiError } from '@marketplace/client';
import { orderIsCancellable, orderNumberForDetail, type Order, type Review } from '@marketplace/contract';
import { formatDate, useLocale } from '@marketplace/i18n';
import { PageHeader, StatusBadge } from '@marketplace/ui';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Fragment } from 'react';
import { useNavigate } from 'react-router';
import { ErrorState, LoadingState } from '@/components/query-states';
import { paths } from '@/config/paths';
import { useContractText, useT } from '@/lib/text';
import { useOrder } from '../api/get-order';
import { OrderConversations } from '../messages/order-conversations';
import { useOrderReviews } from '../order-detail/api/get-order-reviews';
import { CancelOrderButton } from '../order-detail/cancel-order-button';
import { OrderItemRow } from '../order-detail/order-item-row';
import { OrderNotFoundRedirect } from '../order-detail/order-not-found-redirect';
import { OrderSummaryCard } from '../order-detail/order-summary-card';
import { TaxDocumentsSection } from '../order-detail/tax-documents-section';

/** The API answers 404 for a missing order and for someone else's, and 400 for an id that is no id. */
const NOT_FOUND_STATUSES = new Set([400, 403, 404]);

/** Each item's review: undefined while unknown (loading), null when there is none or it cannot be known. */
function reviewLookup(reviews: ReturnType<typeof useOrderReviews>) {
  return (orderItemId: string): Review | null | undefined => {
    if (reviews.isPending && reviews.fetchStatus !== 'idle') return undefined;
    // A failed read offers the form anyway: the API refuses a second review with its own message.
    return reviews.data?.find((review) => review.OrderItemId === orderItemId) ?? null;
  };
}

function OrderItems({ order }: { order: Order }) {
  const hasCompleted = order.OrderItems.some((item) => item.Status === 'Completed');
  const reviewOf = reviewLookup(useOrderReviews(order.OrderId, hasCompleted));
  const t = useT();
  return (
    <Card component="section" aria-labelledby="order-items-title">
      <CardContent>
        <Typography id="order-items-title" variant="h6" component="h2">
          {t('account.order.items')}
        </Typography>
        <Stack component="ul" sx={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {order.OrderItems.map((item, index) => (
            <Fragment key={item.OrderItemId}>
              {index > 0 && <Divider component="li" aria-hidden />}
              <OrderItemRow item={item} review={reviewOf(item.OrderItemId)} />
            </Fragment>
          ))}
        </Stack>
      </CardContent>
    </Card>
  );
}

/**
 * /customer-dashboard/order/:orderId (spec 2.5, order detail), opened from My Orders, the payment
 * result and notifications. An order that is missing or someone else's goes back to the list.
 */
export function OrderDetail({ orderId }: { orderId: string }) {
  const navigate = useNavigate();
  const t = useT();
  const ct = useContractText();
  const locale = useLocale();
  const query = useOrder(orderId);
  const back = { backLabel: t('account.order.back'), onBack: () => void navigate(paths.customerOrders.getHref()) };
  if (query.isPending) return <LoadingState label={t('account.order.loading')} />;
  if (query.isError) {
    if (isApiError(query.error) && NOT_FOUND_STATUSES.has(query.error.status ?? 0)) return <OrderNotFoundRedirect />;
    return (
      <>
        <PageHeader title={t('account.order.title')} {...back} />
        <ErrorState message={ct(query.error.message)} onRetry={() => void query.refetch()} />
      </>
    );
  }
  const order = query.data;
  return (
    <>
      <PageHeader
        {...back}
        title={t('account.order.number', { number: orderNumberForDetail(order.OrderId) })}
        // Spec 2.5: a long date ("March 5, 2026"; "5 مارس 2026" in Arabic), in Bahrain's time zone.
        subtitle={t('account.order.placedOn', { date: formatDate(order.CreatedAt, locale, 'long') })}
        actions={
          <>
            <StatusBadge kind="booking" status={order.Status} />
            {orderIsCancellable(order) && <CancelOrderButton orderId={order.OrderId} />}
          </>
        }
      />
      <Stack spacing={3}>
        <OrderSummaryCard order={order} />
        <OrderItems order={order} />
        <TaxDocumentsSection order={order} />
        <OrderConversations order={order} />
      </Stack>
    </>
  );
}
