import ErrorOutlined from '@mui/icons-material/ErrorOutlined';
import LinkOff from '@mui/icons-material/LinkOff';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { paths } from '@/config/paths';
import { useT } from '@/lib/text';
import { myOrdersHref } from '../lib/payment-page';
import { OutcomeLayout, ViewOrderButton } from './outcome-layout';

// The two states of /payment/result in which nothing is known about the payment.

export interface VerificationFailedProps {
  readonly orderId: string;
  readonly message: string;
  readonly checking: boolean;
  readonly onCheckAgain: () => void;
}

/** The check itself failed (gateway unreachable, unknown charge): nothing is known to be paid. */
export function VerificationFailed({ orderId, message, checking, onCheckAgain }: VerificationFailedProps) {
  const t = useT();
  return (
    <OutcomeLayout
      tone="warning"
      icon={<ErrorOutlined />}
      title={t('payments.result.unconfirmedTitle')}
      actions={
        <>
          <Button variant="contained" loading={checking} onClick={onCheckAgain}>
            {t('payments.result.checkAgain')}
          </Button>
          <ViewOrderButton orderId={orderId} />
        </>
      }
    >
      <Alert severity="warning" sx={{ alignSelf: 'stretch', textAlign: 'start' }}>
        {message}
      </Alert>
    </OutcomeLayout>
  );
}

/** Opened without an order id (or with a malformed one): there is nothing to check. */
export function InvalidPaymentLink() {
  const t = useT();
  return (
    <OutcomeLayout
      tone="warning"
      icon={<LinkOff />}
      title={t('payments.result.invalidTitle')}
      actions={
        <>
          <Button component={RouterLink} to={myOrdersHref()} variant="contained">
            {t('payments.result.myOrders')}
          </Button>
          <Button component={RouterLink} to={paths.services.getHref()} variant="outlined">
            {t('payments.result.continueShopping')}
          </Button>
        </>
      }
    >
      <Typography>{t('payments.result.invalidText')}</Typography>
    </OutcomeLayout>
  );
}
