import { bhdToFils, computeOrderPricing, type Cart, type Order } from '@marketplace/contract';
import { EmptyState, PageHeader } from '@marketplace/ui';
import ShoppingCartOutlined from '@mui/icons-material/ShoppingCartOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import type { UseQueryResult } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import { ErrorState, LoadingState } from '@/components/query-states';
import { paths } from '@/config/paths';
import { useContractText, useT } from '@/lib/text';
import { usePayForCart } from '../hooks/use-pay-for-cart';
import { CheckoutSummary, type SummaryLine } from './checkout-summary';
import { PaymentPanel } from './payment-panel';

/** The cart as the page receives it: the cart feature's query, handed over by the route. */
export type CheckoutCart = Pick<UseQueryResult<Cart, Error>, 'data' | 'isPending' | 'error' | 'refetch'>;

const linesOfCart = (cart: Cart): SummaryLine[] => cart.CartItems.map((line) => ({ ...line, key: line.CartItemId }));
const linesOfOrder = (order: Order): SummaryLine[] =>
  order.OrderItems.map((item) => ({ ...item, key: item.OrderItemId }));

function Content({ cart }: { cart: CheckoutCart }) {
  const t = useT();
  const ct = useContractText();
  const payment = usePayForCart();
  const order = payment.placedOrder;
  // Once the order exists the server has emptied the cart: the page keeps showing what is paid for.
  const lines = order ? linesOfOrder(order) : cart.data ? linesOfCart(cart.data) : [];

  if (!order && cart.isPending) return <LoadingState label={t('payments.checkout.loading')} />;
  if (!order && cart.error) return <ErrorState message={ct(cart.error.message)} onRetry={() => void cart.refetch()} />;
  if (!order && (!cart.data || lines.length === 0)) {
    return (
      <EmptyState
        title={t('payments.checkout.emptyTitle')}
        description={t('payments.checkout.emptyDescription')}
        icon={<ShoppingCartOutlined />}
        action={
          <Button component={RouterLink} to={paths.services.getHref()} variant="contained">
            {t('payments.checkout.browse')}
          </Button>
        }
      />
    );
  }
  const pricing = computeOrderPricing(lines.length);
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 3,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 7fr) minmax(0, 5fr)' },
        alignItems: 'start',
      }}
    >
      <CheckoutSummary lines={lines} pricing={pricing} />
      <PaymentPanel
        cartId={cart.data?.CartId}
        // The placed order's own total is what the charge will be; before that, the same rule.
        totalFils={order ? bhdToFils(order.TotalPrice) : pricing.TotalFils}
        payment={payment}
      />
    </Box>
  );
}

/** /payments (customers only): the order summary of the cart, the payment method and Pay. */
export function CheckoutPage({ cart }: { cart: CheckoutCart }) {
  const t = useT();
  return (
    <Container maxWidth="md" sx={{ paddingBlock: { xs: 3, md: 5 } }}>
      <PageHeader title={t('payments.checkout.title')} subtitle={t('payments.checkout.subtitle')} />
      <Content cart={cart} />
    </Container>
  );
}
