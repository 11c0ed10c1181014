import { TRANSACTION_AMOUNT_DECIMALS, type Transaction } from '@marketplace/contract';
import { MoneyText, StatusBadge } from '@marketplace/ui';
import PaymentOutlined from '@mui/icons-material/PaymentOutlined';
import ReplayOutlined from '@mui/icons-material/ReplayOutlined';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatDateTime } from './format-date-time';

const TYPE_WORD = { payment: 'Payment', refund: 'Refund' } as const;

/**
 * One line of 'Recent Transactions' (spec 2.5): the icon by type, what it was, when, the reference
 * and the service; at the end the amount (+ green for a refund, - red otherwise), status and method.
 */
export function TransactionRow({ transaction: t }: { transaction: Transaction }) {
  const isRefund = t.Type === 'refund';
  const word = isRefund ? TYPE_WORD.refund : TYPE_WORD.payment;
  return (
    <Stack
      component="li"
      direction={{ xs: 'column', sm: 'row' }}
      spacing={{ xs: 1, sm: 2 }}
      sx={{ paddingBlock: 2, paddingInline: { xs: 2, sm: 3 }, borderBlockEnd: 1, borderColor: 'divider' }}
    >
      <Stack direction="row" spacing={2} sx={{ flex: 1, minWidth: 0 }}>
        <Box
          role="img"
          aria-label={word}
          sx={(theme) => {
            const palette = (theme.vars ?? theme).palette;
            const main = isRefund ? palette.success.main : palette.error.main;
            return {
              display: 'grid',
              placeItems: 'center',
              flexShrink: 0,
              inlineSize: 40,
              blockSize: 40,
              borderRadius: '50%',
              color: main,
              bgcolor: palette.action.hover,
            };
          }}
        >
          {isRefund ? <ReplayOutlined aria-hidden /> : <PaymentOutlined aria-hidden />}
        </Box>
        <Box sx={{ minWidth: 0 }}>
          <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{t.Description}</Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {formatDateTime(t.CreatedAt)}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
            Ref: {t.ReferenceNumber}
          </Typography>
          {/* A movement without an order (ServiceName '') has no service to name. */}
          {t.ServiceName && (
            <Typography variant="body2" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
              Service: {t.ServiceName} by {t.ProviderName}
            </Typography>
          )}
        </Box>
      </Stack>
      <Stack
        spacing={0.5}
        sx={{ alignItems: { xs: 'flex-start', sm: 'flex-end' }, paddingInlineStart: { xs: 7, sm: 0 } }}
      >
        <MoneyText
          amount={t.Amount}
          decimals={TRANSACTION_AMOUNT_DECIMALS}
          sign={isRefund ? '+' : '-'}
          tone={isRefund ? 'positive' : 'negative'}
          sx={{ fontWeight: 700 }}
        />
        <StatusBadge kind="transaction" status={t.Status} size="small" />
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          via {t.PaymentMethod}
        </Typography>
      </Stack>
    </Stack>
  );
}
