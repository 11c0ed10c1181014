import { TRANSACTION_AMOUNT_DECIMALS, type TaxDocumentKind, type Transaction } from '@marketplace/contract';
import { formatDateTime, useLocale } from '@marketplace/i18n';
import { MoneyText, StatusBadge } from '@marketplace/ui';
import PaymentOutlined from '@mui/icons-material/PaymentOutlined';
import ReplayOutlined from '@mui/icons-material/ReplayOutlined';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useContractText, useT } from '@/lib/text';
import { TaxDocumentDownloadButton } from '../tax-documents/tax-document-download-button';

/** The document a movement has (issue 36): a payment's tax invoice, a refund's credit note. */
const DOCUMENT_KIND: Partial<Record<Transaction['Type'], TaxDocumentKind>> = {
  payment: 'tax-invoice',
  refund: 'credit-note',
};

/**
 * Saves the movement's tax document, named by its kind and number ("Tax invoice INV-000123"):
 * nothing else on the row names it. Shown only once there is one (a completed payment, a refund
 * made); a pending or failed payment has none.
 */
function TaxDocumentAction({ transaction: tx }: { transaction: Transaction }) {
  const kind = DOCUMENT_KIND[tx.Type];
  if (!tx.TaxDocumentId || !tx.TaxDocumentNumber || !kind) return null;
  return (
    <TaxDocumentDownloadButton
      documentId={tx.TaxDocumentId}
      number={tx.TaxDocumentNumber}
      kind={kind}
      wording="named"
      variant="text"
      size="small"
    />
  );
}

/**
 * One line of 'Recent Transactions' (spec 2.5): the icon by type, what it was, when, the reference
 * and the service; at the end the amount (+ green for a refund, - red otherwise), status, method and
 * the tax document to save. One layout for every width: a row from the sm breakpoint, stacked on
 * phones, the same elements in the same reading order.
 */
export function TransactionRow({ transaction: tx }: { transaction: Transaction }) {
  const t = useT();
  const ct = useContractText();
  const locale = useLocale();
  const isRefund = tx.Type === 'refund';
  const word = isRefund ? t('account.transactions.refund') : t('account.transactions.payment');
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
          <Typography dir="auto" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
            {tx.Description}
          </Typography>
          {/* "Mar 5, 2026, 1:00 PM" / "5 مارس 2026 في 1:00 م", in Bahrain time whatever the device's zone. */}
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {formatDateTime(tx.CreatedAt, locale)}
          </Typography>
          {/* The Arabic messages isolate the reference (left to right) and the names (Unicode's LRI, FSI and PDI). */}
          <Typography variant="body2" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
            {t('account.transactions.reference', { reference: tx.ReferenceNumber })}
          </Typography>
          {/* A movement without an order (ServiceName '') has no service to name. */}
          {tx.ServiceName && (
            <Typography variant="body2" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
              {t('account.transactions.service', { service: tx.ServiceName, provider: tx.ProviderName })}
            </Typography>
          )}
        </Box>
      </Stack>
      <Stack
        spacing={0.5}
        sx={{ alignItems: { xs: 'flex-start', sm: 'flex-end' }, paddingInlineStart: { xs: 7, sm: 0 } }}
      >
        <MoneyText
          amount={tx.Amount}
          decimals={TRANSACTION_AMOUNT_DECIMALS}
          sign={isRefund ? '+' : '-'}
          tone={isRefund ? 'positive' : 'negative'}
          sx={{ fontWeight: 700 }}
        />
        <StatusBadge kind="transaction" status={tx.Status} size="small" />
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('account.transactions.via', { method: ct(tx.PaymentMethod) })}
        </Typography>
        <TaxDocumentAction transaction={tx} />
      </Stack>
    </Stack>
  );
}
