import { paymentMethodLabel, type Order } from '@marketplace/contract';
import { RichText } from '@marketplace/i18n';
import { MoneyText } from '@marketplace/ui';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useContractText, useT } from '@/lib/text';
import type { MessageId } from '@/locales/message-id';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box>
      <Typography component="dt" variant="body2" sx={{ color: 'text.secondary', fontWeight: 600 }}>
        {label}
      </Typography>
      <Typography component="dd" variant="h6" sx={{ margin: 0 }}>
        {children}
      </Typography>
    </Box>
  );
}

/** Spec 2.5 summary card: Total Amount (3 decimals, BHD), Payment Method, Payment Status, item count. */
export function OrderSummaryCard({ order }: { order: Order }) {
  const t = useT();
  const ct = useContractText();
  const count = order.OrderItems.length;
  return (
    <Card component="section" aria-labelledby="order-summary-title">
      <CardContent>
        <Typography id="order-summary-title" variant="h6" component="h2" sx={{ marginBlockEnd: 2 }}>
          {t('account.order.summary')}
        </Typography>
        <Box
          component="dl"
          sx={{
            margin: 0,
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' },
          }}
        >
          <Fact label={t('account.order.totalAmount')}>
            <MoneyText amount={order.TotalPrice} decimals={3} />
          </Fact>
          <Fact label={t('account.order.paymentMethod')}>{ct(paymentMethodLabel(order.PaymentType))}</Fact>
          <Fact label={t('account.order.paymentStatus')}>
            {order.IsPaymentSuccess ? t('account.payment.paid') : t('account.payment.unpaid')}
          </Fact>
          <Fact label={t('account.order.items')}>{t('account.order.itemCount', { count })}</Fact>
        </Box>
        <Typography variant="body2" sx={{ color: 'text.secondary', marginBlockStart: 2 }}>
          <RichText<MessageId>
            id="account.order.breakdown"
            components={{
              subtotal: <MoneyText amount={order.Subtotal} decimals={3} />,
              vat: <MoneyText amount={order.Vat} decimals={3} />,
            }}
          />
        </Typography>
      </CardContent>
    </Card>
  );
}
