import { CartSummary, EmptyState } from '@marketplace/ui';
import ShoppingCartOutlined from '@mui/icons-material/ShoppingCartOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import { Link as RouterLink, useNavigate } from 'react-router';
import { ErrorState, LoadingState } from '@/components/query-states';
import { paths } from '@/config/paths';
import { useContractText, useT } from '@/lib/text';
import { useCart } from '../api/get-cart';
import { useBusyCartLines } from '../hooks/use-busy-cart-lines';
import { CartLines } from './cart-lines';

/** Everything under the panel's title: loading, error, empty, or the lines and the totals. */
export function CartPanelBody({ onClose }: { onClose: () => void }) {
  const cart = useCart();
  const busyLines = useBusyCartLines();
  const navigate = useNavigate();
  const t = useT();
  const ct = useContractText();

  if (cart.isPending) return <LoadingState label={t('cart.panel.loading')} sx={{ flex: 1 }} />;
  if (cart.isError) {
    return <ErrorState message={ct(cart.error.message)} onRetry={() => void cart.refetch()} sx={{ margin: 2 }} />;
  }
  if (cart.data.CartItems.length === 0) {
    return (
      <EmptyState
        title={t('cart.empty.title')}
        titleComponent="p"
        description={t('cart.empty.description')}
        icon={<ShoppingCartOutlined />}
        action={
          <Button component={RouterLink} to={paths.services.getHref()} variant="contained" onClick={onClose}>
            {t('cart.empty.browse')}
          </Button>
        }
      />
    );
  }

  const checkout = () => {
    onClose();
    void navigate(paths.payments.getHref());
  };
  return (
    <>
      <Box sx={{ flex: 1, overflowY: 'auto', paddingInline: 2, paddingBlock: 1.5 }}>
        <CartLines cart={cart.data} busyLines={busyLines} />
      </Box>
      <Divider />
      <Box sx={{ padding: 2 }}>
        <CartSummary
          lineCount={cart.data.CartItems.length}
          totals={cart.data}
          onCheckout={checkout}
          // The total must be the one the order will charge: wait for running changes to land.
          checkoutDisabled={busyLines.size > 0}
        />
      </Box>
    </>
  );
}
