import { ITEM_PRICE_DECIMALS, ORDER_TOTAL_DECIMALS, VAT_PERCENT, type OrderPricing } from '@marketplace/contract';
import { CartLineImage, MoneyText } from '@marketplace/ui';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useT } from '@/lib/text';

/** What a summary row needs; cart lines and order items both have it. */
export interface SummaryLine {
  readonly key: string;
  readonly Name: string;
  readonly Type: 'item' | 'service';
  readonly Quantity: number;
  readonly Photos: readonly string[];
}

export interface CheckoutSummaryProps {
  readonly lines: readonly SummaryLine[];
  /** The contract's price rule (spec 9), the same function the API charges with. */
  readonly pricing: OrderPricing;
}

function AmountRow({ label, fils, strong = false }: { label: string; fils: number; strong?: boolean }) {
  const variant = strong ? 'subtitle1' : 'body2';
  return (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
      <Typography component="dt" variant={variant} sx={{ fontWeight: strong ? 700 : undefined }}>
        {label}
      </Typography>
      <MoneyText
        component="dd"
        variant={variant}
        fils={fils}
        sx={{ margin: 0, fontWeight: strong ? 700 : undefined }}
      />
    </Box>
  );
}

/** The order summary of /payments: each line at the fixed request price, subtotal, VAT, total. */
export function CheckoutSummary({ lines, pricing }: CheckoutSummaryProps) {
  const t = useT();
  const titleId = useId();
  return (
    <Paper variant="outlined" component="section" aria-labelledby={titleId} sx={{ padding: 2 }}>
      <Typography id={titleId} variant="h6" component="h2" sx={{ marginBlockEnd: 1 }}>
        {t('payments.summary.title')}
      </Typography>
      <Box component="ul" sx={{ margin: 0, padding: 0, listStyle: 'none' }}>
        {lines.map((line) => (
          <Box component="li" key={line.key} sx={{ display: 'flex', gap: 1.5, alignItems: 'center', paddingBlock: 1 }}>
            <CartLineImage src={line.Photos[0]} type={line.Type} size={48} />
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <Typography variant="subtitle2" component="p" dir="auto" sx={{ overflowWrap: 'anywhere' }}>
                {line.Name}
              </Typography>
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {line.Type === 'item'
                  ? t('payments.summary.quantity', { quantity: line.Quantity })
                  : t('payments.summary.service')}
              </Typography>
            </Box>
            <MoneyText variant="body2" fils={pricing.UnitPriceFils} decimals={ITEM_PRICE_DECIMALS} />
          </Box>
        ))}
      </Box>
      <Divider sx={{ marginBlock: 1.5 }} />
      <Box component="dl" sx={{ margin: 0, display: 'flex', flexDirection: 'column', gap: 0.75 }}>
        <AmountRow label={t('payments.summary.subtotal', { count: lines.length })} fils={pricing.SubtotalFils} />
        <AmountRow label={t('payments.summary.vat', { percent: VAT_PERCENT })} fils={pricing.VatFils} />
        <AmountRow label={t('payments.summary.total')} fils={pricing.TotalFils} strong />
      </Box>
      <Typography variant="caption" component="p" sx={{ color: 'text.secondary', marginBlockStart: 1.5 }}>
        {t('payments.summary.note', { decimals: ORDER_TOTAL_DECIMALS })}
      </Typography>
    </Paper>
  );
}
