import ErrorOutlined from '@mui/icons-material/ErrorOutlined';
import LinkOff from '@mui/icons-material/LinkOff';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { paths } from '@/config/paths';
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
  return (
    <OutcomeLayout
      tone="warning"
      icon={<ErrorOutlined />}
      title="We could not confirm your payment"
      actions={
        <>
          <Button variant="contained" loading={checking} onClick={onCheckAgain}>
            Check again
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
  return (
    <OutcomeLayout
      tone="warning"
      icon={<LinkOff />}
      title="Invalid payment link"
      actions={
        <>
          <Button component={RouterLink} to={myOrdersHref()} variant="contained">
            My orders
          </Button>
          <Button component={RouterLink} to={paths.services.getHref()} variant="outlined">
            Continue shopping
          </Button>
        </>
      }
    >
      <Typography>
        This link does not say which order was paid. Your orders show whether a payment went through.
      </Typography>
    </OutcomeLayout>
  );
}
