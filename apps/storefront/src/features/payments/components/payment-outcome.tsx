import { ORDER_TOTAL_DECIMALS, orderNumberForList, type PaymentResult } from '@marketplace/contract';
import { MoneyText } from '@marketplace/ui';
import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import HourglassEmpty from '@mui/icons-material/HourglassEmpty';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { paths } from '@/config/paths';
import { useContractText, useT } from '@/lib/text';
import { OutcomeLayout, ViewOrderButton } from './outcome-layout';
import { PaymentFailed } from './payment-failed';

/** Order number (the list's rule: 8 characters, upper-cased), total, and whether it is paid. */
function OrderFacts({ result }: { result: PaymentResult }) {
  const t = useT();
  const rows: Array<[string, ReactNode]> = [
    // An id: left to right inside an Arabic page too.
    [t('payments.result.orderNumber'), <bdi dir="ltr">#{orderNumberForList(result.OrderId)}</bdi>],
    [t('payments.result.total'), <MoneyText key="total" amount={result.Amount} decimals={ORDER_TOTAL_DECIMALS} />],
    // A capture that came after the order was cancelled is refunded in full (its Message says so).
    [
      t('payments.result.paymentStatus'),
      t(result.IsPaymentSuccess ? 'payments.result.paid' : 'payments.result.beingRefunded'),
    ],
  ];
  return (
    <Paper variant="outlined" sx={{ alignSelf: 'stretch', padding: 2 }}>
      <Box component="dl" sx={{ margin: 0, display: 'grid', gap: 1 }}>
        {rows.map(([label, value]) => (
          <Box key={label} sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
            <Typography component="dt" variant="body2" sx={{ color: 'text.secondary' }}>
              {label}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ margin: 0, fontWeight: 600 }}>
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
    </Paper>
  );
}

export interface PaymentOutcomeProps {
  readonly result: PaymentResult;
  readonly checking: boolean;
  readonly onCheckAgain: () => void;
}

/** What the server found: paid, declined, or not finished yet. Its Message is shown as is. */
export function PaymentOutcome({ result, checking, onCheckAgain }: PaymentOutcomeProps) {
  const t = useT();
  const ct = useContractText();
  if (result.Status === 'declined') return <PaymentFailed result={result} />;
  if (result.Status === 'pending') {
    return (
      <OutcomeLayout
        tone="warning"
        icon={<HourglassEmpty />}
        title={t('payments.result.pendingTitle')}
        actions={
          <>
            <Button variant="contained" loading={checking} onClick={onCheckAgain}>
              {t('payments.result.checkAgain')}
            </Button>
            <ViewOrderButton orderId={result.OrderId} />
          </>
        }
      >
        <Typography>{ct(result.Message)}</Typography>
      </OutcomeLayout>
    );
  }
  return (
    <OutcomeLayout
      tone="success"
      icon={<CheckCircleOutlined />}
      title={t('payments.result.successTitle')}
      actions={
        <>
          <ViewOrderButton orderId={result.OrderId} variant="contained" />
          <Button component={RouterLink} to={paths.services.getHref()} variant="outlined">
            {t('payments.result.continueShopping')}
          </Button>
        </>
      }
    >
      <Typography>{ct(result.Message)}</Typography>
      <OrderFacts result={result} />
    </OutcomeLayout>
  );
}
