import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useContractText, useT } from '@/lib/text';
import { useVerifyPayment } from '../api/verify-payment';
import { PaymentOutcome } from './payment-outcome';
import { InvalidPaymentLink, VerificationFailed } from './payment-result-views';

// /payment/result: the gateway sends the payer back here with ?orderId=...&tap_id=... (the sandbox
// does the same). The page asks the server what happened; it never trusts the query alone.

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface PaymentResultPageProps {
  readonly orderId: string | null;
  /** The gateway's `tap_id`; without it the server checks the order's latest charge. */
  readonly chargeId: string | null;
}

function Verification({ orderId, chargeId }: { orderId: string; chargeId: string | null }) {
  const t = useT();
  const ct = useContractText();
  const verification = useVerifyPayment(orderId, chargeId);
  if (verification.isPending) {
    return (
      <Box role="status" sx={{ display: 'grid', justifyItems: 'center', gap: 2, paddingBlock: 8 }}>
        <CircularProgress aria-hidden />
        <Typography variant="h5" component="h1">
          {t('payments.result.verifying')}
        </Typography>
      </Box>
    );
  }
  if (verification.isError) {
    return (
      <VerificationFailed
        orderId={orderId}
        message={ct(verification.error.message)}
        checking={verification.isFetching}
        onCheckAgain={() => void verification.refetch()}
      />
    );
  }
  return (
    <PaymentOutcome
      result={verification.data}
      checking={verification.isFetching}
      onCheckAgain={() => void verification.refetch()}
    />
  );
}

export function PaymentResultPage({ orderId, chargeId }: PaymentResultPageProps) {
  return (
    <Container maxWidth="sm" sx={{ paddingBlock: { xs: 3, md: 6 } }}>
      {orderId && UUID.test(orderId) ? (
        <Verification orderId={orderId} chargeId={chargeId || null} />
      ) : (
        <InvalidPaymentLink />
      )}
    </Container>
  );
}
