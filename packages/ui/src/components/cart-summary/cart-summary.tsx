import { bhdToFils, computeOrderPricing, ORDER_TOTAL_DECIMALS, type CartTotals } from '@marketplace/contract';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useUiText, type UiMessageId } from '../../lib/ui-text';
import { MoneyText } from '../money-text';

/** The totals of the Cart response (BHD numbers), as the API sends them. */
export type CartSummaryTotals = Pick<CartTotals, 'CartValue' | 'Vat' | 'Total'>;

export interface CartSummaryProps {
  /** Number of cart lines: every line is one information request at the fixed price. */
  lineCount: number;
  /** The API's totals; preferred when given, so the panel shows what the server will charge. */
  totals?: CartSummaryTotals;
  onCheckout: () => void;
  /** E.g. while the cart is loading or a change runs; Checkout is also disabled with no lines. */
  checkoutDisabled?: boolean;
  labels?: Partial<Record<CartSummaryLabel, string>>;
}

type CartSummaryLabel = 'vat' | 'cartValue' | 'total' | 'checkout';

const DEFAULT_LABELS: Record<CartSummaryLabel, UiMessageId> = {
  vat: 'ui.cartSummary.vat',
  cartValue: 'ui.cartSummary.cartValue',
  total: 'ui.cartSummary.total',
  checkout: 'ui.cartSummary.checkout',
};

// Amounts are dir="ltr": "2.970 BHD" must not turn into "BHD 2.970" inside a right-to-left page.

/** Both sources end as fils, so the display is the contract's money format either way (MoneyText). */
function totalsInFils(lineCount: number, totals: CartSummaryTotals | undefined) {
  if (totals) {
    return { vat: bhdToFils(totals.Vat), cartValue: bhdToFils(totals.CartValue), total: bhdToFils(totals.Total) };
  }
  const pricing = computeOrderPricing(lineCount);
  return { vat: pricing.VatFils, cartValue: pricing.SubtotalFils, total: pricing.TotalFils };
}

/** The cart panel's footer (spec section 2.4): VAT, Cart Value, Total and Checkout. */
export function CartSummary({ lineCount, totals, onCheckout, checkoutDisabled = false, labels }: CartSummaryProps) {
  const t = useUiText();
  const text = (key: CartSummaryLabel) => labels?.[key] ?? t(DEFAULT_LABELS[key]);
  const fils = totalsInFils(lineCount, totals);
  // The spec's order: VAT, Cart Value, Total.
  const rows = [
    { label: text('vat'), value: fils.vat },
    { label: text('cartValue'), value: fils.cartValue },
  ];

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
      <Box component="dl" sx={{ m: 0, display: 'flex', flexDirection: 'column', gap: 0.75 }}>
        {rows.map((row) => (
          <Box key={row.label} sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
            <Typography component="dt" variant="body2" sx={{ color: 'text.secondary' }}>
              {row.label}
            </Typography>
            <MoneyText component="dd" variant="body2" fils={row.value} decimals={ORDER_TOTAL_DECIMALS} sx={{ m: 0 }} />
          </Box>
        ))}
        {/* A rule above the total, drawn as a border: a <dl> may only hold dt/dd groups. */}
        <Box
          sx={{
            display: 'flex',
            justifyContent: 'space-between',
            gap: 2,
            mt: 0.5,
            pt: 1,
            borderTop: 1,
            borderColor: 'divider',
          }}
        >
          <Typography component="dt" variant="subtitle1" sx={{ fontWeight: 700 }}>
            {text('total')}
          </Typography>
          <MoneyText
            component="dd"
            variant="subtitle1"
            fils={fils.total}
            decimals={ORDER_TOTAL_DECIMALS}
            sx={{ m: 0, fontWeight: 700 }}
          />
        </Box>
      </Box>
      <Button
        variant="contained"
        size="large"
        fullWidth
        onClick={onCheckout}
        disabled={checkoutDisabled || lineCount === 0}
      >
        {text('checkout')}
      </Button>
    </Box>
  );
}
