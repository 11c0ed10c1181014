import { formatFils, ORDER_TOTAL_DECIMALS, type PaymentType } from '@marketplace/contract';
import { useLocale } from '@marketplace/i18n';
import LockOutlined from '@mui/icons-material/LockOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useContractText, useT } from '@/lib/text';
import type { usePayForCart } from '../hooks/use-pay-for-cart';
import { PaymentMethodField } from './payment-method-field';

export interface PaymentPanelProps {
  /** The cart to order; absent once the order is placed (the server emptied the cart). */
  readonly cartId: string | undefined;
  readonly totalFils: number;
  readonly payment: ReturnType<typeof usePayForCart>;
}

/** The method choice and the Pay button, with the reason when paying could not start. */
export function PaymentPanel({ cartId, totalFils, payment }: PaymentPanelProps) {
  const t = useT();
  const ct = useContractText();
  const locale = useLocale();
  const [method, setMethod] = useState<PaymentType>('card');
  const order = payment.placedOrder;
  const busy = payment.isPaying || payment.isRedirecting;
  const pay = () => payment.pay({ cartId, paymentType: method });

  return (
    <Paper variant="outlined" component="section" aria-label={t('payments.panel.label')} sx={{ padding: 2 }}>
      <Stack spacing={2}>
        {/* The order carries its method: once placed, retrying pays it the same way. */}
        <PaymentMethodField value={order?.PaymentType ?? method} onChange={setMethod} disabled={busy || !!order} />
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('payments.panel.secureNote')}
        </Typography>
        {payment.error && (
          <Alert severity="error">
            {ct(payment.error.message)}
            {order && ` ${t('payments.panel.orderSaved')}`}
          </Alert>
        )}
        <Button
          variant="contained"
          size="large"
          fullWidth
          startIcon={<LockOutlined />}
          loading={busy}
          loadingPosition="start"
          onClick={pay}
        >
          {payment.isRedirecting
            ? t('payments.panel.redirecting')
            : t('payments.panel.pay', { amount: formatFils(totalFils, ORDER_TOTAL_DECIMALS, locale) })}
        </Button>
      </Stack>
    </Paper>
  );
}
