import type { PaymentResult } from '@marketplace/contract';
import ErrorOutlined from '@mui/icons-material/ErrorOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useContractText, useT } from '@/lib/text';
import { useStartCheckout } from '../api/start-checkout';
import { myOrdersHref } from '../lib/payment-page';
import { OutcomeLayout, ViewOrderButton } from './outcome-layout';

/**
 * Declined or cancelled at the gateway. Try again pays the same order with a new charge (its
 * items stay reserved meanwhile); if the order can no longer be paid, the server says why.
 */
export function PaymentFailed({ result }: { result: PaymentResult }) {
  const t = useT();
  const ct = useContractText();
  const checkout = useStartCheckout();
  return (
    <OutcomeLayout
      tone="error"
      icon={<ErrorOutlined />}
      title={t('payments.result.failedTitle')}
      actions={
        <>
          <Button
            variant="contained"
            // Stays busy after success: the browser is on its way to the payment page.
            loading={checkout.isPending || checkout.isSuccess}
            onClick={() => checkout.mutate(result.OrderId)}
          >
            {t('payments.result.tryAgain')}
          </Button>
          <ViewOrderButton orderId={result.OrderId} />
          <Button component={RouterLink} to={myOrdersHref()}>
            {t('payments.result.myOrders')}
          </Button>
        </>
      }
    >
      <Typography>{ct(result.Message)}</Typography>
      {checkout.error && (
        <Alert severity="error" sx={{ alignSelf: 'stretch', textAlign: 'start' }}>
          {ct(checkout.error.message)}
        </Alert>
      )}
    </OutcomeLayout>
  );
}
